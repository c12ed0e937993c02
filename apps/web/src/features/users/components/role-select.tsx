// The owner's role select on a row of All Users: a buyer or one of the staff roles (staff-roles.ts), saved on
// change; the person's other sessions end (the API), and a refusal (the last owner) is said on the page.
import { toast } from 'react-toastify';
import { ROLES, type Role } from '@store/shared/staff-roles';
import type { UserSummary } from '@store/shared/schemas';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { useSetUserRole } from '../api/users.ts';

/** The name of each role as the page says it. */
export function useRoleNames(): Record<Role, string> {
  const { ACCOUNT_TEXT } = useTexts('accounts');
  return {
    user: ACCOUNT_TEXT.roleUser,
    owner: ACCOUNT_TEXT.roleOwner,
    manager: ACCOUNT_TEXT.roleManager,
    packer: ACCOUNT_TEXT.rolePacker,
    accountant: ACCOUNT_TEXT.roleAccountant,
  };
}

export function RoleSelect({ user, account }: { user: UserSummary; account: string }) {
  const { ACCOUNT_TEXT } = useTexts('accounts');
  const names = useRoleNames();
  const apiErrorText = useApiErrorText();
  const setRole = useSetUserRole();

  async function change(role: Role) {
    try {
      await setRole.mutateAsync({ id: user._id, role });
      toast.success(ACCOUNT_TEXT.roleChanged({ account, role: names[role] }));
    } catch (error) {
      toast.error(apiErrorText.message(error, ACCOUNT_TEXT.roleChangeFailed));
    }
  }

  return (
    <select
      className="select select-sm w-full max-w-40"
      aria-label={ACCOUNT_TEXT.roleOf({ account })}
      value={user.role}
      disabled={setRole.isPending}
      onChange={(event) => void change(event.currentTarget.value as Role)}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {names[role]}
        </option>
      ))}
    </select>
  );
}
