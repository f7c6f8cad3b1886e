import { sql } from 'kysely';
import { getPrice, getProduct } from '../catalog/index.js';
import { getCustomer } from '../customers/index.js';
import { invalidParam } from '../kernel/errors.js';
import { type ListCondition, listResources } from '../kernel/list.js';
import { changedAttributes } from '../kernel/record-event.js';
import { route } from '../routing/route.js';
import { deleteResource } from '../store/index.js';
import { activeTaxRates } from '../tax-rates/index.js';
import {
  checkDraft,
  getInvoice,
  getInvoiceItem,
  insertInvoiceItem,
  refreshDraft,
  saveInvoiceItem,
} from './invoice-store.js';
import { newInvoiceItem, updatedInvoiceItem } from './invoiceitem.js';
import {
  createInvoiceItemParams,
  listInvoiceItemsParams,
  updateInvoiceItemParams,
} from './invoiceitem-params.js';

export const invoiceItemRoutes = [
  route({
    method: 'POST',
    path: '/v1/invoiceitems',
    params: createInvoiceItemParams,
    async handler(ctx) {
      const { db, scope, params } = ctx;
      await getCustomer(db, scope, params.customer, 'customer');
      const priceId = params.pricing?.price ?? params.price;
      const price = priceId
        ? await getPrice(db, scope, priceId, params.pricing?.price ? 'pricing[price]' : 'price')
        : null;
      const product = price ? await getProduct(db, scope, price.product) : null;
      const rates = await activeTaxRates(ctx, params.tax_rates ?? [], 'tax_rates');
      const item = newInvoiceItem(params, price, scope.livemode, product?.name ?? null, rates);
      const invoice = params.invoice ? await getInvoice(db, scope, params.invoice, 'invoice', true) : null;
      if (invoice) {
        checkDraft(invoice);
        if (invoice.customer !== item.customer)
          throw invalidParam('invoice', `The invoice ${invoice.id} is for another customer.`);
        if (invoice.currency !== item.currency)
          throw invalidParam('currency', `The item's currency must be the invoice's (${invoice.currency}).`);
      }
      await insertInvoiceItem(db, scope, item);
      if (invoice) await refreshDraft(db, scope, invoice);
      await ctx.emit('invoiceitem.created', item);
      return item;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/invoiceitems/:id',
    async handler(ctx) {
      return getInvoiceItem(ctx.db, ctx.scope, ctx.path.id!);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/invoiceitems/:id',
    params: updateInvoiceItemParams,
    async handler(ctx) {
      const before = await getInvoiceItem(ctx.db, ctx.scope, ctx.path.id!, true);
      const invoice = before.invoice
        ? await getInvoice(ctx.db, ctx.scope, before.invoice, undefined, true)
        : null;
      const given = ctx.params.tax_rates;
      const rates =
        given === undefined ? undefined : await activeTaxRates(ctx, given === '' ? [] : given, 'tax_rates');
      const after = updatedInvoiceItem(before, ctx.params, rates);
      const previous = changedAttributes(before, after);
      if (!previous) return before;
      if (invoice && Object.keys(previous).some((k) => k !== 'metadata'))
        checkDraft(invoice, 'This invoice item');
      await saveInvoiceItem(ctx.db, ctx.scope, after);
      if (invoice?.status === 'draft') await refreshDraft(ctx.db, ctx.scope, invoice);
      await ctx.emit('invoiceitem.updated', after, previous);
      return after;
    },
  }),
  route({
    method: 'DELETE',
    path: '/v1/invoiceitems/:id',
    async handler(ctx) {
      const item = await getInvoiceItem(ctx.db, ctx.scope, ctx.path.id!, true);
      const invoice = item.invoice
        ? await getInvoice(ctx.db, ctx.scope, item.invoice, undefined, true)
        : null;
      if (invoice) checkDraft(invoice, 'This invoice item');
      await deleteResource(ctx.db, 'invoiceitems', ctx.scope, item.id);
      if (invoice) await refreshDraft(ctx.db, ctx.scope, invoice);
      await ctx.emit('invoiceitem.deleted', item);
      return { id: item.id, object: 'invoiceitem', deleted: true };
    },
  }),
  route({
    method: 'GET',
    path: '/v1/invoiceitems',
    params: listInvoiceItemsParams,
    async handler(ctx) {
      const { customer, invoice, pending, expand: _expand, ...page } = ctx.params;
      // A subscription's period charges are its invoices' lines, not items the merchant made.
      const conditions: ListCondition<'invoiceitems'>[] = [
        () => sql<boolean>`(data->>'subscription_item' is null or (data->>'proration')::boolean)`,
      ];
      if (pending !== undefined)
        conditions.push((eb) => (pending ? eb('invoice', 'is', null) : eb('invoice', 'is not', null)));
      return listResources(
        ctx.db,
        'invoiceitems',
        ctx.scope,
        page,
        '/v1/invoiceitems',
        { ...(customer ? { customer } : {}), ...(invoice ? { invoice } : {}) },
        conditions,
      );
    },
  }),
];
