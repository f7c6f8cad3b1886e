import { invoiceRoutes } from './invoice-routes.js';
import { invoiceItemRoutes } from './invoiceitem-routes.js';
import { invoiceOutboxRoute } from './outbox-route.js';

export type { Invoice } from './invoice.js';
export { invoicePaymentListener } from './invoice-payment.js';
export { invoiceByToken } from './invoice-store.js';

/** The invoice API: items, invoices and the test-mode outbox of sent invoices. */
export const billingRoutes = [...invoiceItemRoutes, ...invoiceRoutes, invoiceOutboxRoute];
export { registerInvoicePages } from './invoice-pages.js';
