import { methodDescriptor } from '@payframe/core';
import { newId, nowSeconds, randomToken } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import { parseData } from '../store/index.js';
import {
  boletoCodes,
  insertVoucher,
  konbiniConfirmationNumber,
  konbiniStores,
  MULTIBANCO_TEST_ENTITY,
  multibancoReference,
  oxxoNumber,
  type Voucher,
  voucherExpiry,
  voucherFate,
  voucherNextAction,
} from '../vouchers/index.js';
import type { AttemptResult } from './card-payment.js';
import type { NextAction, PaymentIntent } from './payment-intent.js';
import { requiresAction } from './state-machine.js';

/** The name a voucher says it pays: the account's business name. */
async function merchantName(ctx: ServiceContext): Promise<string> {
  const row = await ctx.db
    .selectFrom('accounts')
    .select('data')
    .where('id', '=', ctx.scope.accountId)
    .executeTakeFirst();
  const data = (row ? parseData(row.data) : {}) as {
    business_profile?: { name?: string | null };
    settings?: { dashboard?: { display_name?: string | null } };
  };
  return data.settings?.dashboard?.display_name ?? data.business_profile?.name ?? '';
}

/** What the shopper pays with, for each type: a reference, a boleto's codes, the stores' codes, an entity and reference. */
function voucherCodes(
  type: Voucher['type'],
  pi: PaymentIntent,
  pm: PaymentMethod,
  expiresAt: number,
  options: Record<string, unknown>,
): Pick<Voucher, 'number' | 'barcode' | 'entity' | 'stores'> {
  switch (type) {
    case 'oxxo': {
      const number = oxxoNumber();
      return { number, barcode: number };
    }
    case 'boleto': {
      const codes = boletoCodes(pi.amount, expiresAt);
      return { number: codes.number, barcode: codes.barcode };
    }
    case 'konbini': {
      const phone = (pm.billing_details as { phone?: string | null } | undefined)?.phone;
      const stores = konbiniStores(konbiniConfirmationNumber(options.confirmation_number, phone));
      return { number: null, barcode: null, stores };
    }
    case 'multibanco':
      return { number: multibancoReference(), barcode: null, entity: MULTIBANCO_TEST_ENTITY };
  }
}

/**
 * Shows the shopper a voucher to pay later (cash at a store, or at a bank): the intent waits in
 * `requires_action` with `<type>_display_details` and the hosted voucher page, until the
 * processor says it was paid or it expires. In test mode the billing e-mail decides which and
 * when (see `vouchers/test-emails.ts`); the settlement worker carries it out.
 */
export async function startVoucher(
  ctx: ServiceContext,
  pi: PaymentIntent,
  pm: PaymentMethod,
): Promise<AttemptResult> {
  const type = pm.type as Voucher['type'];
  const terms = methodDescriptor(type)!.voucher!;
  const options = (pi.payment_method_options[type] ?? {}) as Record<string, unknown>;
  const now = nowSeconds();
  const expiresAt = voucherExpiry(terms, options, now);
  const voucher: Voucher = {
    id: newId('vch'),
    token: randomToken(32),
    type,
    paymentMethod: pm.id,
    amount: pi.amount,
    currency: pi.currency,
    expiresAt,
    ...voucherCodes(type, pi, pm, expiresAt, options),
    merchant: await merchantName(ctx),
  };
  const email = (pm.billing_details as { email?: string | null } | undefined)?.email;
  const fate = voucherFate(email);
  const dueAt = fate.afterSeconds === null ? expiresAt : Math.min(now + fate.afterSeconds, expiresAt);
  // A voucher that expires before its test e-mail would pay it expires.
  const outcome =
    fate.outcome === 'paid' && now + (fate.afterSeconds ?? 0) > expiresAt ? 'expired' : fate.outcome;
  await insertVoucher(ctx.db, ctx.scope, { paymentIntent: pi.id, voucher, outcome, dueAt });
  const next = voucherNextAction(ctx.app.config.publicUrl, voucher) as unknown as NextAction;
  return { intent: requiresAction({ ...pi, payment_method: pm.id }, next), error: null };
}
