import { takeCompletedAuthentication } from '../actions/index.js';
import type { ResolvedConfirmationToken } from '../confirmation-tokens/index.js';
import { invalidRequest } from '../kernel/errors.js';
import {
  bankAccountVerified,
  microdepositsNextAction,
  sendMicrodeposits,
  startVerification,
  verificationMethodOf,
} from '../microdeposits/index.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import type { CallerContext } from '../routing/caller.js';
import { consumeCvcToken } from '../tokens/cvc-update.js';
import { acssWaitsForMicrodeposits } from './acss-verification.js';
import { blikCode, startAppPayment } from './app-payment.js';
import { activeMandate, debitMandate, runBankDebit } from './bank-debit.js';
import { type AttemptResult, runCardPayment } from './card-payment.js';
import type { ConfirmInput } from './confirm.js';
import { linkFundingOf, runInstantDebit } from './link-funding.js';
import { type ConfirmKind, methodType } from './method-types.js';
import type { PaymentIntent } from './payment-intent.js';
import { startQr } from './qr-payment.js';
import { finishRedirect, startRedirect } from './redirect-payment.js';
import { failed, requiresAction } from './state-machine.js';
import { startVoucher } from './voucher-payment.js';

/** One confirmation's attempt: the intent as it was, as it is now, and what it pays with. */
export interface PaymentAttempt {
  before: PaymentIntent;
  current: PaymentIntent;
  pm: PaymentMethod;
  input: ConfirmInput;
  token: ResolvedConfirmationToken | null;
  returnUrl: string | null;
}

type PaymentHandler = (ctx: CallerContext, attempt: PaymentAttempt) => Promise<AttemptResult>;

/** The CVC update token a confirmation carries; it is used up, never kept on the intent. */
function cvcTokenOf(input: ConfirmInput, token: ResolvedConfirmationToken | null): string | undefined {
  const card = input.payment_method_options ? input.payment_method_options.card : undefined;
  return (card ? card.cvc_token : undefined) ?? token?.payment_method_options?.card.cvc_token ?? undefined;
}

/** Authorized at once, after a 3-D Secure challenge when the issuer asks for one. */
const payByCard: PaymentHandler = async (ctx, { before, current, pm, input, token, returnUrl }) => {
  const cvcToken = cvcTokenOf(input, token);
  if (cvcToken !== undefined) await consumeCvcToken(ctx, cvcToken);
  const authenticated =
    before.confirmation_method === 'manual' &&
    (await takeCompletedAuthentication(ctx.db, ctx.scope, before.id, pm.id));
  return runCardPayment(ctx, current, pm, {
    offSession: input.off_session !== undefined && input.off_session !== false,
    errorOnRequiresAction: input.error_on_requires_action === true,
    authenticated,
    returnUrl,
    useStripeSdk: input.use_stripe_sdk === true,
    cvcRecollected: cvcToken !== undefined,
    radarSession: input.radar_options?.session ?? input.payment_method_data?.radar_options?.session ?? null,
    captchaToken:
      input.radar_options?.hcaptcha_token ?? input.payment_method_data?.radar_options?.hcaptcha_token ?? null,
  });
};

/**
 * Paid at the bank: the shopper is sent there and comes back to the return_url. A method the
 * shopper set up for later payments (Amazon Pay, under an active mandate) is charged at once.
 */
const payByRedirect: PaymentHandler = async (ctx, { current, pm, returnUrl }) => {
  if (methodType(pm.type)?.setup && (await activeMandate(ctx, pm.id))) {
    return finishRedirect(ctx, { ...current, payment_method: pm.id }, pm, 'approve');
  }
  if (!returnUrl) {
    throw invalidRequest(
      `A return_url must be specified to confirm a PaymentIntent with a ${pm.type} PaymentMethod: the shopper is redirected to authorize the payment and comes back there.`,
      'return_url',
    );
  }
  return startRedirect(ctx, current, pm, returnUrl);
};

/**
 * A debit under the shopper's mandate: processing now, settled later as the descriptor says; a
 * Canadian account to verify by microdeposits first waits in `requires_action` for them.
 */
const payByDebit: PaymentHandler = async (ctx, { current, pm, input, token }) => {
  // Asked before the mandate is made: an intent for instant verification refuses a typed-in account.
  const waits = await acssWaitsForMicrodeposits(ctx, current.payment_method_options, pm);
  const mandate = await debitMandate(ctx, pm, {
    mandate: input.mandate,
    mandateData: input.mandate_data ?? token?.mandate_data ?? undefined,
    options: current.payment_method_options,
  });
  if (waits) {
    const refused = await sendMicrodeposits(ctx, pm);
    if (refused) return { intent: failed(current, refused, null), error: refused };
    const verification = await startVerification(ctx, { intent: current.id, pm, mandate, acceptance: null });
    const next = microdepositsNextAction(ctx.app.config.publicUrl, verification);
    return { intent: requiresAction({ ...current, payment_method: pm.id }, next), error: null };
  }
  return runBankDebit(ctx, current, pm, mandate, methodType(pm.type)!.settlement);
};

/**
 * A US bank account under the shopper's mandate: debited now when it is verified (linked at
 * its bank, or by microdeposits already), else the test bank sends microdeposits and the
 * intent waits in `requires_action` until the shopper reads them back (verify_microdeposits).
 */
const payByBankAccount: PaymentHandler = async (ctx, { current, pm, input, token }) => {
  const mandate = await debitMandate(ctx, pm, {
    mandate: input.mandate,
    mandateData: input.mandate_data ?? token?.mandate_data ?? undefined,
  });
  const method = verificationMethodOf(current.payment_method_options);
  if (await bankAccountVerified(ctx, pm, method)) {
    return runBankDebit(ctx, current, pm, mandate, methodType(pm.type)!.settlement);
  }
  const verification = await startVerification(ctx, { intent: current.id, pm, mandate, acceptance: null });
  const next = microdepositsNextAction(ctx.app.config.publicUrl, verification);
  return { intent: requiresAction({ ...current, payment_method: pm.id }, next), error: null };
};

/**
 * Paid in the shopper's app after scanning a QR code; no return_url needed, nobody leaves the
 * page. A method the shopper set up in its app (Cash App Pay, under an active mandate) is
 * charged at once, with no code to scan.
 */
const payByQr: PaymentHandler = async (ctx, { current, pm, returnUrl }) => {
  if (methodType(pm.type)?.setup && (await activeMandate(ctx, pm.id))) {
    return finishRedirect(ctx, { ...current, payment_method: pm.id }, pm, 'approve');
  }
  return startQr(ctx, current, pm, returnUrl);
};

/** Sent to the shopper's banking app with the code they typed (BLIK); the page waits for the app's answer. */
const payInApp: PaymentHandler = (ctx, { current, pm, input, token }) => {
  const given = input.payment_method_options?.blik;
  const fromToken = token?.payment_method_options as Record<string, { code?: unknown }> | null | undefined;
  const code = (given && typeof given === 'object' ? given.code : undefined) ?? fromToken?.blik?.code;
  return startAppPayment(ctx, current, pm, blikCode(code));
};

/** A voucher the shopper pays later; no return_url needed, the voucher is shown where they are. */
const payByVoucher: PaymentHandler = (ctx, { current, pm }) => startVoucher(ctx, current, pm);

/**
 * A Link payment (docs/link.md#the-link-payment-method): the card Link shared is authorized as
 * a card is, a bank account is debited at once (an instant debit); the intent and its charge
 * name the `link` payment method.
 */
const payByLink: PaymentHandler = async (ctx, { current, pm, input }) => {
  const funding = await linkFundingOf(ctx, pm);
  if (funding.type !== 'card') return runInstantDebit(ctx, current, pm, funding);
  return runCardPayment(ctx, current, funding, {
    offSession: input.off_session !== undefined && input.off_session !== false,
    errorOnRequiresAction: input.error_on_requires_action === true,
    authenticated: false,
    returnUrl: null,
    useStripeSdk: input.use_stripe_sdk === true,
    radarSession: input.radar_options?.session ?? null,
    link: pm,
  });
};

const HANDLERS: Readonly<Record<ConfirmKind, PaymentHandler>> = {
  three_d_secure: payByCard,
  redirect: payByRedirect,
  debit: payByDebit,
  bank_account: payByBankAccount,
  qr: payByQr,
  voucher: payByVoucher,
  app: payInApp,
};

/** Runs the attempt of the payment method's kind (its descriptor's next action). */
export function runPaymentAttempt(ctx: CallerContext, attempt: PaymentAttempt): Promise<AttemptResult> {
  if (attempt.pm.type === 'link') return payByLink(ctx, attempt);
  const kind = methodType(attempt.pm.type)?.confirm;
  // checkPaymentMethodFits has refused types intents do not accept.
  if (!kind)
    throw invalidRequest(`PaymentMethods of type ${attempt.pm.type} cannot be confirmed.`, 'payment_method');
  return HANDLERS[kind](ctx, attempt);
}
