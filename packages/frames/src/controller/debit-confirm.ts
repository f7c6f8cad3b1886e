import type { DebitModalDisplay } from '@payframe/js/protocol';
import { runIntent } from './confirm.js';
import type { ControllerContext } from './controller.js';
import type { CheckedConfirm, MethodConfirm } from './method-confirms.js';
import type { RequestResult } from './requests.js';
import { intentIdOf } from './session.js';

/**
 * `confirmAcssDebitPayment` / `confirmAcssDebitSetup` and `confirmBacsDebitSetup`, as Stripe.js
 * runs them: with no bank numbers given, the shopper types them in the bank debit modal; the
 * modal then shows the agreement they accept (the PAD agreement with the merchant's mandate
 * options, or the Direct Debit Instruction with the Direct Debit Guarantee) unless the merchant
 * shows it itself (`skipMandate`). Accepted, the intent is confirmed with the mandate accepted
 * online; closed, nothing is confirmed. A Canadian account the intent verifies instantly is
 * linked at the bank first (acss-link.ts). The Payment Element's acss_debit tab runs the same
 * modals when paying (acssBeforeConfirm). Loaded only when a page makes one of these calls.
 */

const ONLINE = { customer_acceptance: { type: 'online', online: { infer_from_client: true } } };

const isRecord = (value: unknown): value is Record<string, any> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const problem = (message: string, param: string) => ({ integrationError: { message, param } });

/** The numbers each debit takes, as its `payment_method.<type>` hash names them. */
const NUMBERS: Readonly<Record<string, readonly string[]>> = {
  acss_debit: ['institution_number', 'transit_number', 'account_number'],
  bacs_debit: ['sort_code', 'account_number'],
};

/** Closing the modal: the shopper did not finish their details (ACSS) or did not confirm them (Bacs). */
function closedError(type: string) {
  return type === 'bacs_debit'
    ? {
        type: 'validation_error',
        code: 'modify_bacs_debit_bank_details',
        message: 'Your Direct Debit details were not confirmed.',
      }
    : {
        type: 'validation_error',
        code: 'incomplete_payment_details',
        message: 'Your bank account details are incomplete.',
      };
}

/** The holder's address on one line, as the Direct Debit Instruction shows it. */
function addressLine(address: unknown): string {
  if (!isRecord(address)) return '';
  return ['line1', 'line2', 'city', 'postal_code', 'country']
    .map((key) => address[key])
    .filter((part) => typeof part === 'string' && part !== '')
    .join(', ');
}

/** What the modal shows of numbers the merchant passed: the bank's numbers and the account's last 4 digits. */
function accountShown(type: string, numbers: Record<string, any> | null): DebitModalDisplay['account'] {
  if (!numbers || typeof numbers.account_number !== 'string') return null;
  const last4 = numbers.account_number.replace(/\D/g, '').slice(-4);
  const bank =
    type === 'bacs_debit'
      ? String(numbers.sort_code ?? '')
      : `${String(numbers.institution_number ?? '')}-${String(numbers.transit_number ?? '')}`;
  return { bank, last4 };
}

/** What the debit's modals gave: the numbers typed in, or the account linked at the bank. */
export type DebitModals =
  | { details: Record<string, string>; linkedMethod: string | null }
  | { error: unknown };

/**
 * The modals before a debit is confirmed: a Canadian account the intent verifies instantly or
 * automatically is linked at the bank first (acss-link.ts), unless the shopper chooses to type
 * it in; then the bank debit modal collects the numbers still wanted (`collect`) and shows the
 * agreement (`mandate`). Closed, the debit is not confirmed.
 */
export async function runDebitModals(
  ctx: ControllerContext,
  input: {
    type: string;
    base: string;
    secret: string;
    intent: Record<string, any>;
    setup: boolean;
    billing: Record<string, any>;
    collect: boolean;
    mandate: boolean;
    account: DebitModalDisplay['account'];
  },
): Promise<DebitModals> {
  const { type, base, secret, intent, setup, billing } = input;
  let { collect, account } = input;
  let linkedMethod: string | null = null;
  if (!collect && !input.mandate) return { details: {}, linkedMethod };
  let mandateOptions: DebitModalDisplay['mandateOptions'] = null;
  if (type === 'acss_debit') {
    const session = await ctx.api.post(`${base}/acss_sessions`, { client_secret: secret });
    if (!session.ok) return { error: session.error };
    const body = session.body as {
      mandate_options?: Record<string, unknown>;
      verification_method?: string;
    };
    const own = body.mandate_options ?? {};
    mandateOptions = {
      paymentSchedule: String(own.payment_schedule ?? ''),
      transactionType: String(own.transaction_type ?? ''),
      intervalDescription: String(own.interval_description ?? ''),
    };
    // An account to verify instantly is linked at the bank first (microdeposits: typed in).
    const verification = body.verification_method ?? 'automatic';
    if (collect && verification !== 'microdeposits') {
      const { linkAcssAccount } = await import('./acss-link.js');
      const linked = await linkAcssAccount(ctx, base, secret, billing, verification);
      if (linked.status === 'error') return { error: linked.error };
      if (linked.status === 'canceled') return { error: closedError(type) };
      if (linked.status === 'linked') {
        linkedMethod = linked.paymentMethod;
        account = linked.account;
        collect = false;
      }
    }
  }
  if (!collect && !input.mandate) return { details: {}, linkedMethod };
  const accepted = await ctx.openDebit({
    type: type as DebitModalDisplay['type'],
    collect,
    mandate: input.mandate,
    businessName: ctx.session?.state.businessName ?? '',
    locale: typeof ctx.options.locale === 'string' ? ctx.options.locale : 'auto',
    amount: setup ? null : Number(intent.amount),
    currency: setup ? null : String(intent.currency),
    holder: {
      name: String(billing.name ?? ''),
      email: String(billing.email ?? ''),
      address: addressLine(billing.address),
    },
    account,
    mandateOptions,
  });
  if (accepted === null) return { error: closedError(type) };
  return { details: accepted, linkedMethod };
}

/**
 * The Payment Element's acss_debit tab, as Stripe's: the form gave the holder's name and
 * e-mail; paying links the account at the bank (or has it typed in, then verified by
 * microdeposits), shows the PAD agreement, and gives what the confirmation carries.
 */
export async function acssBeforeConfirm(
  ctx: ControllerContext,
  secret: string,
  paymentMethodData: Record<string, any>,
): Promise<{ params: Record<string, unknown> } | { error: unknown }> {
  const setup = secret.startsWith('seti_');
  const base = `/v1/${setup ? 'setup_intents' : 'payment_intents'}/${encodeURIComponent(intentIdOf(secret))}`;
  const current = await ctx.api.get(base, { client_secret: secret });
  if (!current.ok) return { error: current.error };
  const billing = isRecord(paymentMethodData.billing_details) ? paymentMethodData.billing_details : {};
  const modals = await runDebitModals(ctx, {
    type: 'acss_debit',
    base,
    secret,
    intent: current.body as Record<string, any>,
    setup,
    billing,
    collect: true,
    mandate: true,
    account: null,
  });
  if ('error' in modals) return modals;
  if (modals.linkedMethod) return { params: { payment_method: modals.linkedMethod, mandate_data: ONLINE } };
  const own = Object.fromEntries(
    (NUMBERS.acss_debit ?? []).flatMap((key) => {
      const value = modals.details[key];
      return typeof value === 'string' ? [[key, value]] : [];
    }),
  );
  return {
    params: {
      payment_method_data: { ...paymentMethodData, type: 'acss_debit', acss_debit: own },
      mandate_data: ONLINE,
    },
  };
}

export async function confirmDebit(
  ctx: ControllerContext,
  call: MethodConfirm,
  checked: CheckedConfirm,
  options: unknown,
): Promise<RequestResult> {
  const { name, type, setup } = call;
  const { payment_method: method, ...rest } = checked.data;
  const given = isRecord(method) ? method : null;
  const numbers = given && isRecord(given[type]) ? (given[type] as Record<string, any>) : null;
  const billing = isRecord(given?.billing_details) ? given.billing_details : {};
  const skipMandate = isRecord(options) && options.skipMandate === true;
  const base = `/v1/${setup ? 'setup_intents' : 'payment_intents'}/${encodeURIComponent(intentIdOf(checked.secret))}`;
  // A new account needs its holder: the agreement and the debit notices go to them.
  if (given) {
    for (const field of ['name', 'email']) {
      if (typeof billing[field] !== 'string' || billing[field] === '') {
        return problem(
          `Missing value for stripe.${name}: payment_method.billing_details.${field} should be a string.`,
          `payment_method.billing_details.${field}`,
        );
      }
    }
  }
  const current = await ctx.api.get(base, { client_secret: checked.secret });
  if (!current.ok) return { error: current.error };
  const intent = current.body as Record<string, any>;
  // Nothing given and nothing attached: there is no account to debit and no holder to ask.
  if (method === undefined && !intent.payment_method) {
    return problem(
      `Missing value for stripe.${name}: payment_method should be a PaymentMethod id or an object with billing_details.`,
      'payment_method',
    );
  }
  const modals = await runDebitModals(ctx, {
    type,
    base,
    secret: checked.secret,
    intent,
    setup,
    billing,
    collect: given !== null && numbers === null,
    mandate: !skipMandate,
    account: accountShown(type, numbers),
  });
  if ('error' in modals) return modals;
  const { details, linkedMethod } = modals;
  const body: Record<string, any> = { ...rest, client_secret: checked.secret, use_stripe_sdk: true };
  if (typeof method === 'string') body.payment_method = method;
  else if (linkedMethod) body.payment_method = linkedMethod;
  else if (given) {
    // Only the numbers the type takes, as typed in the modal or passed by the merchant.
    const own = Object.fromEntries(
      (NUMBERS[type] ?? []).flatMap((key) => {
        const value = details[key] ?? numbers?.[key];
        return typeof value === 'string' ? [[key, value]] : [];
      }),
    );
    body.payment_method_data = { ...given, type, [type]: own, billing_details: billing };
  }
  body.mandate_data ??= ONLINE;
  const answer = await ctx.api.post(`${base}/confirm`, body);
  if (!answer.ok) return { error: answer.error };
  if (!checked.handleActions) return { [setup ? 'setupIntent' : 'paymentIntent']: answer.body };
  return runIntent(ctx, answer.body, { redirect: 'if_required', returnUrl: null });
}
