// The owner's inbox in two tabs: the contact form's messages and the quote requests (two pages, one menu entry).
import { NavLink } from 'react-router';
import { useTexts } from '../../../lib/i18n.tsx';

export function InboxTabs() {
  const { QUOTE_INBOX_TEXT: T } = useTexts('quotes-ui');
  const tabs = [
    { to: '/dashboard/inbox', label: T.tabMessages },
    { to: '/dashboard/inbox/quotes', label: T.tabQuotes },
  ];
  return (
    <nav aria-label={T.tabsLabel} className="mb-4">
      <ul className="tabs tabs-border flex-wrap">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end className={({ isActive }) => `tab ${isActive ? 'tab-active font-semibold' : ''}`}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
