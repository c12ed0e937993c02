// /dashboard/allusers (spec §2 Allusers): index, email, role, Make Admin for non-admins and
// Remove Admin for admins. Confirmations use SweetAlert2, loaded only when asked for.
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ERROR_TEXT, SPEC_APP_TEXT, SUCCESS_TEXT } from '@store/shared/messages';
import type { UserSummary } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useChangeRole, usersQueryOptions } from './api/users.ts';
import { ACCOUNT_TEXT } from '@store/shared/messages/accounts';

async function confirm(title: string): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire({
    title,
    icon: 'question',
    showCancelButton: true,
    confirmButtonText: ACCOUNT_TEXT.confirmYes,
    cancelButtonText: SPEC_APP_TEXT.cancel,
  });
  return result.isConfirmed;
}

export function AllUsersPage() {
  usePageTitle(ACCOUNT_TEXT.usersTitle);
  const users = useQuery(usersQueryOptions());
  const changeRole = useChangeRole();

  async function handleMakeAdmin(user: UserSummary) {
    if (!(await confirm(ACCOUNT_TEXT.confirmMakeAdmin(user.email)))) return;
    try {
      const { modifiedCount } = await changeRole.mutateAsync({ email: user.email, makeAdmin: true });
      if (modifiedCount > 0) toast.success(SUCCESS_TEXT.madeAdmin);
    } catch {
      toast.error(ERROR_TEXT.makeAdminFailed);
    }
  }

  async function handleRemoveAdmin(user: UserSummary) {
    if (!(await confirm(ACCOUNT_TEXT.confirmRemoveAdmin(user.email)))) return;
    try {
      const { modifiedCount } = await changeRole.mutateAsync({ email: user.email, makeAdmin: false });
      if (modifiedCount > 0) toast.success(ACCOUNT_TEXT.adminRemoved);
    } catch (error) {
      // 409: one's own role or the last admin; the server says which.
      toast.error(error instanceof ApiError && error.status === 409 ? error.message : ACCOUNT_TEXT.removeAdminFailed);
    }
  }

  if (users.isPending) return <Spinner />;
  if (users.isError) return <LoadError onRetry={() => void users.refetch()} />;

  return (
    <div>
      <h2 className="mb-4 text-2xl font-bold">
        {ACCOUNT_TEXT.usersTitle}: {users.data.length}
      </h2>
      {/* Below the md breakpoint the rows are cards (.table-cards in index.css). */}
      <div className="rounded-box md:overflow-x-auto md:border md:border-base-300">
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
                    {index + 1}
                  </th>
                  <td data-label={ACCOUNT_TEXT.colEmail} className="wrap-anywhere">
                    {user.email}
                  </td>
                  <td data-label={ACCOUNT_TEXT.colRole}>{isAdmin ? ACCOUNT_TEXT.roleAdmin : ACCOUNT_TEXT.roleUser}</td>
                  <td>
                    {isAdmin ? (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline btn-error"
                        disabled={changeRole.isPending}
                        aria-label={`${SPEC_APP_TEXT.removeAdmin}: ${user.email}`}
                        onClick={() => void handleRemoveAdmin(user)}
                      >
                        {SPEC_APP_TEXT.removeAdmin}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-sm btn-primary"
                        disabled={changeRole.isPending}
                        aria-label={`${SPEC_APP_TEXT.makeAdmin}: ${user.email}`}
                        onClick={() => void handleMakeAdmin(user)}
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
