// The owner's inbox (GET/POST/PUT /api/admin/contact-messages…) and a sender's own messages
// (GET /api/contact-messages/mine).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactStatus, ContactThread } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';

export const inboxQueryOptions = (status: ContactStatus | 'all') =>
  queryOptions({
    queryKey: ['contact-inbox', status],
    queryFn: () =>
      api<ContactThread[]>(`/admin/contact-messages${status === 'all' ? '' : `?status=${status}`}`, { auth: true }),
  });

export const myMessagesQueryOptions = () =>
  queryOptions({
    queryKey: ['contact-messages-mine'],
    queryFn: () => api<ContactThread[]>('/contact-messages/mine', { auth: true }),
  });

/** A reply or a state change; the inbox is read again after either. */
export function useInboxChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string } & ({ reply: string } | { status: ContactStatus })) =>
      'reply' in change
        ? api<ContactThread>(`/admin/contact-messages/${change.id}/replies`, {
            method: 'POST',
            body: { body: change.reply },
            auth: true,
          })
        : api<ContactThread>(`/admin/contact-messages/${change.id}/status`, {
            method: 'PUT',
            body: { status: change.status },
            auth: true,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['contact-inbox'] }),
  });
}
