// Templates and the outbox stay inside this feature; others write messages in their own transactions.
export { createSmtpTransport } from './mail-transport.ts';
export { mailRoutes } from './mail.routes.ts';
export {
  queueAccountMail,
  queueContactMail,
  queueQuoteMail,
  queueAdminRefundDueMail,
  queueOrderMail,
  queuePlacedOrderMail,
  findBuyerLocale,
  registerLowStockNote,
  registerMailDelivery,
  scheduleLowStockNote,
} from './mail.service.ts';
export { storePublicUrl, storeTrustedOrigins } from './public-url.ts';
export { addressLinesIn, shippingLabelIn } from './order-delivery-text.ts';
