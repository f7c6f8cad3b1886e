import { sql } from 'kysely';
import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { insertResource, parseData, updateResource } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import { type Invoice, invoiceColumns, withItems } from './invoice.js';
import type { InvoiceItem } from './invoiceitem.js';

export const getInvoice = (db: Db, scope: Scope, id: string, param?: string, forUpdate = false) =>
  getResource<Invoice>(db, 'invoices', scope, id, {
    noun: 'invoice',
    ...(param ? { param } : {}),
    forUpdate,
  });

export const getInvoiceItem = (db: Db, scope: Scope, id: string, forUpdate = false) =>
  getResource<InvoiceItem>(db, 'invoiceitems', scope, id, { noun: 'invoiceitem', forUpdate });

export const insertInvoice = (db: Db, scope: Scope, invoice: Invoice) =>
  insertResource(db, 'invoices', scope, invoice, invoiceColumns(invoice));

export const saveInvoice = (db: Db, scope: Scope, invoice: Invoice, hostedToken?: string) =>
  updateResource(db, 'invoices', scope, invoice, {
    ...invoiceColumns(invoice),
    ...(hostedToken ? { hosted_token: hostedToken } : {}),
  });

export const insertInvoiceItem = (db: Db, scope: Scope, item: InvoiceItem) =>
  insertResource(db, 'invoiceitems', scope, item, { customer: item.customer, invoice: item.invoice });

export const saveInvoiceItem = (db: Db, scope: Scope, item: InvoiceItem) =>
  updateResource(db, 'invoiceitems', scope, item, { customer: item.customer, invoice: item.invoice });

/** The items of an invoice, oldest first (the order its lines show them). */
export async function itemsOf(db: Db, scope: Scope, invoiceId: string): Promise<InvoiceItem[]> {
  const rows = await db
    .selectFrom('invoiceitems')
    .select('data')
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .where('invoice', '=', invoiceId)
    .orderBy('seq', 'asc')
    .execute();
  return rows.map((row) => parseData(row.data) as InvoiceItem);
}

/** A customer's items that no invoice has taken yet, oldest first, locked for this transaction. */
export async function pendingItems(db: Db, scope: Scope, customer: string): Promise<InvoiceItem[]> {
  const rows = await db
    .selectFrom('invoiceitems')
    .select('data')
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .where('customer', '=', customer)
    .where('invoice', 'is', null)
    .orderBy('seq', 'asc')
    .forUpdate()
    .execute();
  return rows.map((row) => parseData(row.data) as InvoiceItem);
}

/** Works an invoice's lines and amounts out again from its items and saves it (a draft changed). */
export async function refreshDraft(db: Db, scope: Scope, invoice: Invoice): Promise<Invoice> {
  const next = withItems(invoice, await itemsOf(db, scope, invoice.id));
  await saveInvoice(db, scope, next);
  return next;
}

/** Refuses a change to an invoice that is no longer a draft. */
export function checkDraft(invoice: Invoice, what = 'This invoice'): void {
  if (invoice.status !== 'draft')
    throw invalidRequest(
      `${what} can no longer be edited: invoice ${invoice.id} is ${invoice.status}, and only draft invoices can be changed.`,
      undefined,
      'invoice_not_editable',
    );
}

/**
 * The next invoice number of an account and mode: a prefix made from the account id and a
 * running count, `A1B2C3D4-0001`. A lock per account keeps two finalizations from taking one number.
 */
export async function nextNumber(db: Db, scope: Scope): Promise<string> {
  await sql`select pg_advisory_xact_lock(hashtext(${`invoice_number ${scope.accountId} ${scope.livemode}`}))`.execute(
    db,
  );
  const row = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .where('number', 'is not', null)
    .executeTakeFirst();
  const prefix = scope.accountId
    .replace(/^acct_/, '')
    .slice(0, 8)
    .toUpperCase();
  return `${prefix}-${String(Number(row?.count ?? 0) + 1).padStart(4, '0')}`;
}

/** The invoice a hosted page's token opens, with the scope it lives in. */
export async function invoiceByToken(
  db: Db,
  token: string,
): Promise<{ invoice: Invoice; scope: Scope } | undefined> {
  if (!/^[A-Za-z0-9_]{16,128}$/.test(token)) return undefined;
  const row = await db
    .selectFrom('invoices')
    .select(['data', 'account_id', 'livemode'])
    .where('hosted_token', '=', token)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    invoice: parseData(row.data) as Invoice,
    scope: { accountId: row.account_id, livemode: row.livemode },
  };
}
