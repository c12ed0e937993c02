// /dashboard/messages: the messages a buyer sent through the contact form while signed in, with the
// store's replies, newest first. Cards at every width.
import { useQuery } from '@tanstack/react-query';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { OwnListPage } from '../dashboard/index.ts';
import { myMessagesQueryOptions } from './api/contact-inbox.ts';
import { StatusBadge } from './inbox-page.tsx';

export function MyMessagesPage() {
  const { MY_MESSAGES_TEXT: T } = useTexts('contact-inbox');
  const { date } = useFormat();
  const messages = useQuery(myMessagesQueryOptions());
  return (
    <OwnListPage
      title={T.title}
      intro={T.intro}
      query={messages}
      empty={{ text: T.empty, link: T.write, to: '/contact' }}
    >
      {(items) => (
        <ul className="space-y-4">
          {items.map((m) => (
            <li key={m.id}>
              <article
                aria-labelledby={`message-${m.id}`}
                className="rounded-box border-base-300 bg-base-100 border p-4"
              >
                <h3 id={`message-${m.id}`} className="text-lg font-semibold [overflow-wrap:anywhere]" translate="no">
                  {m.subject}
                </h3>
                <p className="mt-1 text-sm">
                  {T.sentOn({ date: date(m.createdAt, 'dateTime') })} <StatusBadge status={m.status} />
                </p>
                <p className="mt-2 whitespace-pre-wrap [overflow-wrap:anywhere]" translate="no">
                  {m.message}
                </p>
                {m.replies.length === 0 ? (
                  <p className="mt-3 text-sm">{T.noReply}</p>
                ) : (
                  <ol className="mt-3 space-y-2">
                    {m.replies.map((r) => (
                      <li key={r.id} className="rounded-box bg-base-200 p-3">
                        <p className="text-sm font-semibold">{T.reply({ date: date(r.createdAt, 'dateTime') })}</p>
                        <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]" translate="no">
                          {r.body}
                        </p>
                      </li>
                    ))}
                  </ol>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </OwnListPage>
  );
}
