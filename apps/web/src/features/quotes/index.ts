// What other features use of Request For Quote: the inbox's tabs (the contact inbox shows them too).
export { InboxTabs } from './components/inbox-tabs.tsx';
