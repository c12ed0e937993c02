// /dashboard/allusers (spec §2 Allusers; the owner's page): index, email (a phone account's number), the role
// select, Make Admin (a manager) for buyers and Remove Admin for staff, each confirmed in SweetAlert2 (loaded
// only when asked for).
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { UserSummary } from '@store/shared/schemas';
import { isStaffRole } from '@store/shared/staff-roles';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { accountLabel } from '../../lib/account-label.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { CardTable } from '../dashboard/index.ts';
import { useHasCustomerGroups, UserGroupSelect } from '../pricing/index.ts';
import { useChangeRole, usersQueryOptions } from './api/users.ts';
import { RoleSelect } from './components/role-select.tsx';

export function AllUsersPage() {
  const { ACCOUNT_TEXT } = useTexts('accounts');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { ERROR_TEXT, SUCCESS_TEXT } = useTexts('feedback');
  const { number } = useFormat();
  const apiErrorText = useApiErrorText();
  usePageTitle(ACCOUNT_TEXT.usersTitle);
  const users = useQuery(usersQueryOptions());
  const hasGroups = useHasCustomerGroups();
  const { GROUPS_ADMIN_TEXT } = useTexts('pricing');
  const changeRole = useChangeRole();

  async function change(user: UserSummary, makeAdmin: boolean) {
    const { default: Swal } = await import('sweetalert2');
    const answer = await Swal.fire({
      title: (makeAdmin ? ACCOUNT_TEXT.confirmMakeAdmin : ACCOUNT_TEXT.confirmRemoveAdmin)({
        email: accountLabel(user.email, user.phoneNumber),
      }),
      icon: 'question',
      showCancelButton: true,
      confirmButtonText: ACCOUNT_TEXT.confirmYes,
      cancelButtonText: SPEC_APP_TEXT.cancel,
    });
    if (!answer.isConfirmed) return;
    try {
      const { modifiedCount } = await changeRole.mutateAsync({ email: user.email, makeAdmin });
      if (modifiedCount > 0) toast.success(makeAdmin ? SUCCESS_TEXT.madeAdmin : ACCOUNT_TEXT.adminRemoved);
    } catch (error) {
      if (makeAdmin) toast.error(ERROR_TEXT.makeAdminFailed);
      // 409: one's own role or the last admin; the server says which.
      else if (error instanceof ApiError && error.status === 409) {
        toast.error(apiErrorText.message(error, ACCOUNT_TEXT.removeAdminFailed));
      } else toast.error(ACCOUNT_TEXT.removeAdminFailed);
    }
  }

  if (users.isPending) return <Spinner />;
  if (users.isError) return <LoadError onRetry={() => void users.refetch()} />;

  return (
    <div>
      <h2 className="mb-4 text-2xl font-bold">
        {ACCOUNT_TEXT.usersTitle}: {number(users.data.length)}
      </h2>
      <CardTable
        rows={users.data}
        rowKey={(user) => user._id}
        columns={[
          { label: '#', isRowHeader: true, cell: (_, index) => number(index + 1) },
          {
            label: ACCOUNT_TEXT.emailLabel,
            className: 'wrap-anywhere',
            isData: true,
            cell: (user) => accountLabel(user.email, user.phoneNumber),
          },
          {
            label: ACCOUNT_TEXT.colRole,
            cell: (user) => <RoleSelect user={user} account={accountLabel(user.email, user.phoneNumber)} />,
          },
          // Ours: the buyer's price group (dealer prices), once the owner has made a group.
          ...(hasGroups
            ? [
                {
                  label: GROUPS_ADMIN_TEXT.groupOf,
                  cell: (user: UserSummary) => (
                    <UserGroupSelect userId={user._id} account={accountLabel(user.email, user.phoneNumber)} />
                  ),
                },
              ]
            : []),
          {
            label: SPEC_APP_TEXT.makeAdmin,
            isLabelHidden: true,
            isUnlabelled: true,
            cell: (user) => {
              // The spec's buttons: staff of any role (isStaffRole) have Remove Admin, buyers Make Admin.
              const makeAdmin = !isStaffRole(user.role);
              const label = makeAdmin ? SPEC_APP_TEXT.makeAdmin : SPEC_APP_TEXT.removeAdmin;
              return (
                <button
                  type="button"
                  className={`btn btn-sm ${makeAdmin ? 'btn-primary' : 'btn-outline btn-error'}`}
                  disabled={changeRole.isPending}
                  onClick={() => void change(user, makeAdmin)}
                  aria-label={`${label}: ${accountLabel(user.email, user.phoneNumber)}`}
                >
                  {label}
                </button>
              );
            },
          },
        ]}
      />
    </div>
  );
}
