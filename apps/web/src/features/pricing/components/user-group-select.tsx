// The users list's price group of one buyer: Retail or one of the owner's groups, saved on change.
import { useQuery } from '@tanstack/react-query';
import { useTexts } from '../../../lib/i18n.tsx';
import { customerGroupsQueryOptions, groupMembersQueryOptions, useAssignGroup } from '../api/customer-groups.ts';

/** Whether the store has customer groups at all (the users list shows the column only then). */
export function useHasCustomerGroups(): boolean {
  const groups = useQuery(customerGroupsQueryOptions());
  return (groups.data?.length ?? 0) > 0;
}

export function UserGroupSelect({ userId, account }: { userId: string; account: string }) {
  const { GROUPS_ADMIN_TEXT } = useTexts('pricing');
  const groups = useQuery(customerGroupsQueryOptions());
  const members = useQuery(groupMembersQueryOptions());
  const assign = useAssignGroup();
  if (!groups.data || !members.data) return null;
  const current = members.data.find((m) => m.userId === userId)?.groupId ?? '';
  return (
    <select
      className="select select-sm"
      aria-label={`${GROUPS_ADMIN_TEXT.groupOf}: ${account}`}
      value={current}
      disabled={assign.isPending}
      onChange={(e) => void assign.mutateAsync({ userId, groupId: e.currentTarget.value || null })}
    >
      <option value="">{GROUPS_ADMIN_TEXT.retail}</option>
      {groups.data.map((g) => (
        <option key={g._id} value={g._id} translate="no">
          {g.name}
        </option>
      ))}
    </select>
  );
}
