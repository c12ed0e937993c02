// The outbox's menu entry as the dashboard's menu still reads it. Every text of the store's emails and
// of the outbox page is in the mail catalogue (i18n/catalogues/<language>/mail.ts).
// NOTE: delete once nothing imports it (the dashboard's menu and its test read OUTBOX_TEXT.menu).

/** The admins' outbox (ours). */
export const OUTBOX_TEXT = {
  menu: 'Outbox',
} as const;
