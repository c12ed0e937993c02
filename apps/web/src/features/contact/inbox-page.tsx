// /dashboard/inbox (admin only): the contact form's messages by state; opening one shows its thread, where
// the owner replies (by email, and by SMS to a Bangladeshi mobile) or closes it. A table on wide screens,
// cards on a phone.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CONTACT_STATUSES, type ContactStatus, type ContactThread } from '@store/shared/schemas';
import { TextAreaField } from '../../components/ui/fields.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { CardTable, capitalize, FilterButtons } from '../dashboard/index.ts';
import { InboxTabs } from '../quotes/index.ts';
import { inboxQueryOptions, useInboxChange } from './api/contact-inbox.ts';

const BADGE: Record<ContactStatus, string> = {
  new: 'badge-warning',
  answered: 'badge-success',
  closed: 'badge-neutral',
};

export function StatusBadge({ status }: { status: ContactStatus }) {
  const { INBOX_TEXT } = useTexts('contact-inbox');
  return (
    <span className={`badge ${BADGE[status]} whitespace-nowrap`}>{INBOX_TEXT[`status${capitalize(status)}`]}</span>
  );
}

const isStatus = (value: string | null): value is ContactStatus =>
  (CONTACT_STATUSES as readonly string[]).includes(value ?? '');

export function InboxPage() {
  const { INBOX_TEXT } = useTexts('contact-inbox');
  const { date } = useFormat();
  usePageTitle(INBOX_TEXT.title);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('status');
  const status = isStatus(asked) ? asked : 'all';
  const inbox = useQuery(inboxQueryOptions(status));
  const [openId, setOpenId] = useState<string | null>(null);
  const [kept, setKept] = useState<ContactThread | null>(null);

  const filter = (
    <FilterButtons
      label={INBOX_TEXT.filterLabel}
      options={['all', ...CONTACT_STATUSES] as const}
      value={status}
      labelOf={(s) => (s === 'all' ? INBOX_TEXT.filterAll : INBOX_TEXT[`status${capitalize(s)}`])}
      onChange={(s) => {
        setOpenId(null);
        setSearchParams(s === 'all' ? {} : { status: s });
      }}
    />
  );

  // The open thread, from the list or as the last reply or state change returned it: it stays open when
  // it leaves the filter, even when the filter is then empty.
  const open = inbox.data?.find((m) => m.id === openId) ?? (kept?.id === openId ? kept : undefined);
  let list;
  if (inbox.isPending) list = <Spinner />;
  else if (inbox.isError) list = <LoadError onRetry={() => void inbox.refetch()} />;
  else if (inbox.data.length === 0) list = <p>{INBOX_TEXT.empty}</p>;
  else
    list = (
      <CardTable
        rows={inbox.data}
        rowKey={(m) => m.id}
        columns={[
          {
            label: INBOX_TEXT.colReceived,
            className: 'whitespace-nowrap',
            cell: (m) => date(m.createdAt, 'dateTime'),
          },
          {
            label: INBOX_TEXT.colFrom,
            isData: true,
            className: '[overflow-wrap:anywhere]',
            // One element: a card's cell is a grid of its label and one value (text and a <br> would be two).
            cell: (m) => (
              <div>
                {m.name}
                <br />
                <span className="text-sm">{m.email}</span>
              </div>
            ),
          },
          {
            label: INBOX_TEXT.colSubject,
            isRowHeader: true,
            isData: true,
            className: 'font-normal [overflow-wrap:anywhere]',
            cell: (m) => m.subject,
          },
          { label: INBOX_TEXT.colStatus, cell: (m) => <StatusBadge status={m.status} /> },
          {
            label: INBOX_TEXT.open,
            isLabelHidden: true,
            isUnlabelled: true,
            cell: (m) => (
              <button
                type="button"
                className="btn btn-sm btn-outline"
                aria-expanded={m.id === openId}
                aria-label={INBOX_TEXT.openMessage({ subject: m.subject })}
                onClick={() => setOpenId(m.id === openId ? null : m.id)}
              >
                {INBOX_TEXT.open}
              </button>
            ),
          },
        ]}
      />
    );

  return (
    <div>
      <InboxTabs />
      <h2 className="mb-2 text-2xl font-bold">{INBOX_TEXT.title}</h2>
      <p className="mb-4 text-sm">{INBOX_TEXT.intro}</p>
      {filter}
      {list}
      {open ? <Thread key={open.id} thread={open} onChange={setKept} /> : null}
    </div>
  );
}

/** One message, its replies, the reply form and the state buttons. */
function Thread({ thread, onChange }: { thread: ContactThread; onChange: (t: ContactThread) => void }) {
  const { INBOX_TEXT } = useTexts('contact-inbox');
  const { date } = useFormat();
  const change = useInboxChange();
  const [reply, setReply] = useState('');
  const [said, setSaid] = useState('');

  async function run(input: { reply: string } | { status: ContactStatus }, done: (t: ContactThread) => string) {
    setSaid('');
    try {
      const updated = await change.mutateAsync({ id: thread.id, ...input });
      onChange(updated);
      setSaid(done(updated));
    } catch {
      setSaid(INBOX_TEXT.failed);
    }
  }

  function sendReply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run({ reply }, (updated) => {
      setReply('');
      return INBOX_TEXT.replySent({ sms: updated.replies.at(-1)?.smsSent ? 'yes' : 'no' });
    });
  }

  return (
    <section aria-labelledby={`thread-${thread.id}`} className="rounded-box bg-base-200 mt-6 p-4 sm:p-6">
      <h3 id={`thread-${thread.id}`} className="text-xl font-bold [overflow-wrap:anywhere]" translate="no">
        {thread.subject}
      </h3>
      <p className="mt-1 text-sm [overflow-wrap:anywhere]" translate="no">
        {thread.name} · {thread.email} · {INBOX_TEXT.phone({ phone: thread.phone })}
      </p>
      <p className="mt-1 text-sm">
        {date(thread.createdAt, 'dateTime')} <StatusBadge status={thread.status} />
      </p>
      <p className="mt-3 whitespace-pre-wrap [overflow-wrap:anywhere]" translate="no">
        {thread.message}
      </p>
      <ol className="mt-4 space-y-3">
        {thread.replies.map((r) => (
          <li key={r.id} className="rounded-box border-base-300 bg-base-100 border p-3">
            <p className="text-sm font-semibold">
              {INBOX_TEXT.storeReply({ date: date(r.createdAt, 'dateTime') })}
              {r.smsSent ? ` · ${INBOX_TEXT.bySms}` : ''}
            </p>
            <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]" translate="no">
              {r.body}
            </p>
          </li>
        ))}
      </ol>
      <form onSubmit={sendReply} className="mt-4 flex flex-col gap-3">
        <TextAreaField
          label={INBOX_TEXT.replyLabel}
          name="reply"
          required
          rows={5}
          maxLength={4000}
          value={reply}
          onChange={(event) => setReply(event.currentTarget.value)}
          className="border-base-content/60 border"
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={change.isPending}>
            {INBOX_TEXT.sendReply}
          </button>
          {thread.status === 'closed' ? (
            <button
              type="button"
              className="btn btn-outline"
              disabled={change.isPending}
              onClick={() => void run({ status: 'new' }, () => '')}
            >
              {INBOX_TEXT.reopen}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-outline"
              disabled={change.isPending}
              onClick={() => void run({ status: 'closed' }, () => INBOX_TEXT.closed)}
            >
              {INBOX_TEXT.close}
            </button>
          )}
        </div>
      </form>
      <div role="status" aria-live="polite" className="mt-3">
        {said ? <p className="alert">{said}</p> : null}
      </div>
    </section>
  );
}
