// /dashboard/allusers (spec §2 Allusers): index, email, role, Make Admin for non-admins and
// Remove Admin for admins. Confirmations use SweetAlert2, loaded only when asked for.
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { UserSummary } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useChangeRole, usersQueryOptions } from './api/users.ts';

async function confirm(title: string, buttons: { yes: string; cancel: string }): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire({
    title,
    icon: 'question',
    showCancelButton: true,
    confirmButtonText: buttons.yes,
    cancelButtonText: buttons.cancel,
  });
  return result.isConfirmed;
}

export function AllUsersPage() {
  const { ACCOUNT_TEXT } = useTexts('accounts');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { ERROR_TEXT, SUCCESS_TEXT } = useTexts('feedback');
  const { number } = useFormat();
  const apiErrorText = useApiErrorText();
  const buttons = { yes: ACCOUNT_TEXT.confirmYes, cancel: SPEC_APP_TEXT.cancel };
  usePageTitle(ACCOUNT_TEXT.usersTitle);
  const users = useQuery(usersQueryOptions());
  const changeRole = useChangeRole();

  async function handleMakeAdmin(user: UserSummary) {
    if (!(await confirm(ACCOUNT_TEXT.confirmMakeAdmin({ email: user.email }), buttons))) return;
    try {
      const { modifiedCount } = await changeRole.mutateAsync({ email: user.email, makeAdmin: true });
      if (modifiedCount > 0) toast.success(SUCCESS_TEXT.madeAdmin);
    } catch {
      toast.error(ERROR_TEXT.makeAdminFailed);
    }
  }

  async function handleRemoveAdmin(user: UserSummary) {
    if (!(await confirm(ACCOUNT_TEXT.confirmRemoveAdmin({ email: user.email }), buttons))) return;
    try {
      const { modifiedCount } = await changeRole.mutateAsync({ email: user.email, makeAdmin: false });
      if (modifiedCount > 0) toast.success(ACCOUNT_TEXT.adminRemoved);
    } catch (error) {
      // 409: one's own role or the last admin; the server says which.
      toast.error(
        error instanceof ApiError && error.status === 409
          ? apiErrorText.message(error, ACCOUNT_TEXT.removeAdminFailed)
          : ACCOUNT_TEXT.removeAdminFailed,
      );
    }
  }

  if (users.isPending) return <Spinner />;
  if (users.isError) return <LoadError onRetry={() => void users.refetch()} />;

  return (
    <div>
      <h2 className="mb-4 text-2xl font-bold">
        {ACCOUNT_TEXT.usersTitle}: {number(users.data.length)}
      </h2>
      {/* In a box under 48rem (a phone, the dashboard at 1024 px) the rows are cards (.table-cards in index.css). */}
      <div className="@container">
        <table className="table-cards table">
          <thead className="text-base-content">
            <tr>
              <th scope="col">#</th>
              <th scope="col">{ACCOUNT_TEXT.colEmail}</th>
              <th scope="col">{ACCOUNT_TEXT.colRole}</th>
              <th scope="col">
                <span className="sr-only">{SPEC_APP_TEXT.makeAdmin}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.data.map((user, index) => {
              const isAdmin = user.role === 'admin';
              return (
                <tr key={user._id}>
                  <th scope="row" data-label="#">
                    {number(index + 1)}
                  </th>
                  <td data-label={ACCOUNT_TEXT.colEmail} className="wrap-anywhere" translate="no">
                    {user.email}
                  </td>
                  <td data-label={ACCOUNT_TEXT.colRole}>{isAdmin ? ACCOUNT_TEXT.roleAdmin : ACCOUNT_TEXT.roleUser}</td>
                  <td>
                    {isAdmin ? (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline btn-error"
                        disabled={changeRole.isPending}
                        onClick={() => void handleRemoveAdmin(user)}
                        aria-label={`${SPEC_APP_TEXT.removeAdmin}: ${user.email}`}
                      >
                        {SPEC_APP_TEXT.removeAdmin}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-sm btn-primary"
                        disabled={changeRole.isPending}
                        onClick={() => void handleMakeAdmin(user)}
                        aria-label={`${SPEC_APP_TEXT.makeAdmin}: ${user.email}`}
                      >
                        {SPEC_APP_TEXT.makeAdmin}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
