import { invoiceRoutes } from './invoice-routes.js';
import { invoiceItemRoutes } from './invoiceitem-routes.js';
import { invoiceOutboxRoute } from './outbox-route.js';

export type { Invoice, InvoiceLine } from './invoice.js';
export { newInvoice, withItems } from './invoice.js';
export { finalizeInvoice, sendInvoice, voidInvoice } from './invoice-actions.js';
export { discountsParam, type InvoiceDiscount, invoiceDiscount } from './invoice-discount.js';
export { money } from './invoice-format.js';
export { invoicePaymentListener } from './invoice-payment.js';
export {
  getInvoice,
  insertInvoice,
  insertInvoiceItem,
  invoiceByToken,
  itemsOf,
  saveInvoice,
  saveInvoiceItem,
} from './invoice-store.js';
export type { InvoiceItem } from './invoiceitem.js';

/** The invoice API: items, invoices and the test-mode outbox of sent invoices. */
export const billingRoutes = [...invoiceItemRoutes, ...invoiceRoutes, invoiceOutboxRoute];
export { registerInvoicePages } from './invoice-pages.js';
