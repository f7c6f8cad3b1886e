import { sql } from 'kysely';
import { accountBranding } from '../accounts/index.js';
import { getCustomer } from '../customers/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { type ListCondition, listResources } from '../kernel/list.js';
import { changedAttributes } from '../kernel/record-event.js';
import { applyMetadata } from '../kernel/shared-params.js';
import { registerExpandable, registerIncludable } from '../routing/expand.js';
import { route } from '../routing/route.js';
import { deleteResource } from '../store/index.js';
import { activeTaxRates } from '../tax-rates/index.js';
import { dueDate, type Invoice, newInvoice, withItems } from './invoice.js';
import {
  finalizeInvoice,
  markUncollectible,
  payInvoice,
  sendInvoice,
  voidInvoice,
} from './invoice-actions.js';
import { invoiceDiscount } from './invoice-discount.js';
import {
  createInvoiceParams,
  finalizeInvoiceParams,
  listInvoicesParams,
  listLinesParams,
  payInvoiceParams,
  updateInvoiceParams,
} from './invoice-params.js';
import {
  checkDraft,
  getInvoice,
  insertInvoice,
  itemsOf,
  pendingItems,
  saveInvoice,
  saveInvoiceItem,
} from './invoice-store.js';

/** From this API version on, a new invoice leaves the customer's pending items alone unless asked. */
const EXCLUDE_PENDING_SINCE = '2022-08-01';

registerExpandable('invoice', [
  'customer',
  'payment_intent',
  'charge',
  'subscription',
  'default_payment_method',
]);
// The secret the Payment Element confirms the invoice's payment with, as `expand[]` asks for it.
registerIncludable(
  'invoice',
  'confirmation_secret',
  async (_db, _scope, invoice) => invoice.confirmation_secret ?? null,
);

export const invoiceRoutes = [
  route({
    method: 'POST',
    path: '/v1/invoices',
    params: createInvoiceParams,
    async handler(ctx) {
      const { db, scope, params } = ctx;
      const customer = await getCustomer(db, scope, params.customer, 'customer');
      if (params.default_payment_method)
        await getResource(db, 'payment_methods', scope, params.default_payment_method, {
          param: 'default_payment_method',
          noun: 'PaymentMethod',
        });
      const behavior =
        params.pending_invoice_items_behavior ??
        (ctx.apiVersion < EXCLUDE_PENDING_SINCE ? 'include' : 'exclude');
      const pending = behavior === 'exclude' ? [] : await pendingItems(db, scope, customer.id);
      const currency =
        params.currency ?? pending[0]?.currency ?? (customer.currency as string | null | undefined) ?? 'usd';
      const items = pending.filter((item) => item.currency === currency);
      if (behavior === 'include_and_require' && items.length === 0)
        throw invalidRequest(
          'Nothing to invoice for customer',
          'pending_invoice_items_behavior',
          'invoice_no_customer_line_items',
        );
      const accountName = (await accountBranding(ctx)).displayName;
      const draft = newInvoice(params, customer, { currency, livemode: scope.livemode, accountName });
      draft.discount = await invoiceDiscount(ctx, params.discounts, draft);
      draft.default_tax_rates = await activeTaxRates(
        ctx,
        params.default_tax_rates ?? [],
        'default_tax_rates',
      );
      for (const item of items) await saveInvoiceItem(db, scope, { ...item, invoice: draft.id });
      const invoice = withItems(
        draft,
        items.map((item) => ({ ...item, invoice: draft.id })),
      );
      await insertInvoice(db, scope, invoice);
      await ctx.emit('invoice.created', invoice);
      return invoice;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/invoices/:id',
    async handler(ctx) {
      return getInvoice(ctx.db, ctx.scope, ctx.path.id!);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/invoices/:id',
    params: updateInvoiceParams,
    async handler(ctx) {
      const before = await getInvoice(ctx.db, ctx.scope, ctx.path.id!, undefined, true);
      const { metadata, ...rest } = ctx.params;
      if (Object.values(rest).some((v) => v !== undefined)) checkDraft(before);
      let after: Invoice = { ...before, metadata: applyMetadata(before.metadata, metadata) };
      if (rest.default_tax_rates !== undefined) {
        const ids = rest.default_tax_rates === '' ? [] : rest.default_tax_rates;
        after.default_tax_rates = await activeTaxRates(ctx, ids, 'default_tax_rates');
      }
      if (rest.discounts !== undefined) after.discount = await invoiceDiscount(ctx, rest.discounts, before);
      if (rest.discounts !== undefined || rest.default_tax_rates !== undefined)
        after = withItems(after, await itemsOf(ctx.db, ctx.scope, before.id));
      if (rest.auto_advance !== undefined) after.auto_advance = rest.auto_advance;
      if (rest.description !== undefined) after.description = rest.description || null;
      if (rest.footer !== undefined) after.footer = rest.footer || null;
      if (rest.default_payment_method !== undefined)
        after.default_payment_method = rest.default_payment_method || null;
      const collection = rest.collection_method ?? before.collection_method;
      if (
        rest.collection_method !== undefined ||
        rest.days_until_due !== undefined ||
        rest.due_date !== undefined
      ) {
        after.collection_method = collection;
        after.due_date = dueDate({ ...rest, collection_method: collection });
      }
      const previous = changedAttributes(before, after);
      if (!previous) return before;
      await saveInvoice(ctx.db, ctx.scope, after);
      await ctx.emit('invoice.updated', after, previous);
      return after;
    },
  }),
  route({
    method: 'DELETE',
    path: '/v1/invoices/:id',
    async handler(ctx) {
      const invoice = await getInvoice(ctx.db, ctx.scope, ctx.path.id!, undefined, true);
      if (invoice.status !== 'draft')
        throw invalidRequest(
          'You can only delete draft invoices. Void an open invoice instead.',
          undefined,
          'invoice_not_editable',
        );
      // Its items wait for the customer's next invoice again.
      for (const item of await itemsOf(ctx.db, ctx.scope, invoice.id))
        await saveInvoiceItem(ctx.db, ctx.scope, { ...item, invoice: null });
      await deleteResource(ctx.db, 'invoices', ctx.scope, invoice.id);
      await ctx.emit('invoice.deleted', invoice);
      return { id: invoice.id, object: 'invoice', deleted: true };
    },
  }),
  route({
    method: 'GET',
    path: '/v1/invoices',
    params: listInvoicesParams,
    async handler(ctx) {
      const { customer, status, collection_method, due_date, subscription, expand: _e, ...page } = ctx.params;
      // Filters on fields without a column of their own read the stored object.
      const conditions: ListCondition<'invoices'>[] = [];
      if (subscription) conditions.push(() => sql<boolean>`data->>'subscription' = ${subscription}`);
      if (collection_method)
        conditions.push(() => sql<boolean>`data->>'collection_method' = ${collection_method}`);
      if (due_date !== undefined)
        conditions.push(() => sql<boolean>`(data->>'due_date')::bigint = ${due_date}`);
      return listResources(
        ctx.db,
        'invoices',
        ctx.scope,
        page,
        '/v1/invoices',
        { ...(customer ? { customer } : {}), ...(status ? { status } : {}) },
        conditions,
      );
    },
  }),
  route({
    method: 'GET',
    path: '/v1/invoices/:id/lines',
    params: listLinesParams,
    async handler(ctx) {
      const invoice = await getInvoice(ctx.db, ctx.scope, ctx.path.id!);
      const lines = invoice.lines.data;
      const { starting_after: after, ending_before: before, limit = 10 } = ctx.params;
      let start = 0;
      let end = lines.length;
      if (after) start = lines.findIndex((line) => line.id === after) + 1;
      if (before)
        end = Math.max(
          lines.findIndex((line) => line.id === before),
          0,
        );
      const page = before ? lines.slice(Math.max(end - limit, 0), end) : lines.slice(start, start + limit);
      const hasMore = before ? end - limit > 0 : start + limit < lines.length;
      return { object: 'list', data: page, has_more: hasMore, url: invoice.lines.url };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/invoices/:id/finalize',
    params: finalizeInvoiceParams,
    async handler(ctx) {
      const draft = await getInvoice(ctx.db, ctx.scope, ctx.path.id!, undefined, true);
      return finalizeInvoice(ctx, draft, ctx.params.auto_advance);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/invoices/:id/pay',
    params: payInvoiceParams,
    handler: (ctx) => payInvoice(ctx, ctx.path.id!, ctx.params),
  }),
  route({ method: 'POST', path: '/v1/invoices/:id/void', handler: (ctx) => voidInvoice(ctx, ctx.path.id!) }),
  route({ method: 'POST', path: '/v1/invoices/:id/send', handler: (ctx) => sendInvoice(ctx, ctx.path.id!) }),
  route({
    method: 'POST',
    path: '/v1/invoices/:id/mark_uncollectible',
    handler: (ctx) => markUncollectible(ctx, ctx.path.id!),
  }),
];
