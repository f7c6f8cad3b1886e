import type { FastifyInstance } from 'fastify';
import { registerOauthPage } from '../financial-connections/index.js';
import { registerInvoicePages } from '../invoices/index.js';
import type { AppContext } from '../kernel/app-context.js';
import { registerMandatePage } from '../mandates/index.js';
import { registerPaymentLinkPages } from '../payment-links/index.js';
import { registerActionPages } from './action-pages.js';
import { registerMicrodepositPage } from './microdeposit-page.js';
import { registerQrPages } from './qr-pages.js';
import { registerReceiptPage } from './receipt-page.js';
import { registerSourcePage } from './source-page.js';
import { registerVoucherPages } from './voucher-pages.js';

/** The server-rendered pages: hosted test pages for next actions, receipts and mandates. */
export async function registerPages(http: FastifyInstance, app: AppContext): Promise<void> {
  await registerActionPages(http, app);
  await registerReceiptPage(http, app);
  await registerMandatePage(http, app);
  await registerSourcePage(http, app);
  await registerQrPages(http, app);
  await registerVoucherPages(http, app);
  await registerInvoicePages(http, app);
  await registerPaymentLinkPages(http, app);
  await registerMicrodepositPage(http, app);
  await registerOauthPage(http, app);
}
