// The invoices feature as other features see it: the orders repository gives a paid order its
// invoice number in the payment's transaction.
export { assignInvoiceNumber } from './invoice-numbers.ts';
