// What other features use of the store's email (features/mail): writing messages in their own
// transactions. Delivery, templates and the outbox stay inside this feature.
export { queueAdminRefundDueMail, queueOrderMail, queueOrderStatusMail } from './mail.service.ts';
export { assertEmailVerified } from './verified-email.ts';
