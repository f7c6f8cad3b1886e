import { createAction, takeCompletedAuthentication } from '../actions/index.js';
import type { ResolvedConfirmationToken } from '../confirmation-tokens/index.js';
import { invalidRequest } from '../kernel/errors.js';
import {
  bankAccountVerified,
  microdepositsNextAction,
  sendMicrodeposits,
  startVerification,
  verificationMethodOf,
} from '../microdeposits/index.js';
import { acssWaitsForMicrodeposits } from '../payment-intents/acss-verification.js';
import { linkFundingOf } from '../payment-intents/link-funding.js';
import { type ConfirmKind, methodType } from '../payment-intents/method-types.js';
import { redirectAction } from '../payment-intents/next-action.js';
import { qrNextAction } from '../payment-intents/qr-payment.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import type { CallerContext } from '../routing/caller.js';
import type { SetupConfirmInput } from './confirm.js';
import { finishSetup, type SetupResult, setUpBankAccount, setUpCard } from './setup-attempt.js';
import type { SetupIntent } from './setup-intent.js';
import { failed, requiresAction } from './state-machine.js';

/** One SetupIntent confirmation's attempt. */
export interface SetupAttempt {
  current: SetupIntent;
  pm: PaymentMethod;
  input: SetupConfirmInput;
  token: ResolvedConfirmationToken | null;
  returnUrl: string | null;
}

type SetupHandler = (ctx: CallerContext, attempt: SetupAttempt) => Promise<SetupResult>;

/** A card is verified, after 3-D Secure when the issuer asks for it. */
const setUpByCard: SetupHandler = async (ctx, { current, pm, input, returnUrl }) =>
  setUpCard(ctx, current, pm, {
    authenticated: await takeCompletedAuthentication(ctx.db, ctx.scope, current.id, pm.id),
    returnUrl,
    useStripeSdk: input.use_stripe_sdk === true,
  });

/**
 * A debit method is set up by the mandate the shopper accepts now; a Canadian account to
 * verify by microdeposits first waits in `requires_action` until the shopper reads them back
 * (the mandate is made then, from the acceptance kept with the verification).
 */
const setUpByMandate: SetupHandler = async (ctx, { current, pm, input, token }) => {
  const mandateData = input.mandate_data ?? token?.mandate_data;
  if (!mandateData) {
    throw invalidRequest(
      `mandate_data[customer_acceptance] is required to set up a ${pm.type} PaymentMethod: the shopper accepts the debit mandate when confirming.`,
      'mandate_data',
      'parameter_missing',
    );
  }
  if (await acssWaitsForMicrodeposits(ctx, current.payment_method_options, pm)) {
    const refused = await sendMicrodeposits(ctx, pm);
    if (refused) return { intent: failed(current, refused), error: refused };
    const verification = await startVerification(ctx, {
      intent: current.id,
      pm,
      mandate: null,
      acceptance: mandateData.customer_acceptance,
    });
    const next = microdepositsNextAction(ctx.app.config.publicUrl, verification);
    return { intent: requiresAction(current, pm.id, next), error: null };
  }
  return setUpBankAccount(ctx, current, pm, mandateData.customer_acceptance);
};

/**
 * A US bank account: set up at once when verified (linked at its bank, or by microdeposits
 * already), else after the shopper reads back the microdeposits; the mandate is made then.
 */
const setUpBankAccountVerified: SetupHandler = async (ctx, { current, pm, input, token }) => {
  const mandateData = input.mandate_data ?? token?.mandate_data;
  if (!mandateData) {
    throw invalidRequest(
      `mandate_data[customer_acceptance] is required to set up a ${pm.type} PaymentMethod: the shopper accepts the debit mandate when confirming.`,
      'mandate_data',
      'parameter_missing',
    );
  }
  const method = verificationMethodOf(current.payment_method_options);
  if (await bankAccountVerified(ctx, pm, method)) {
    return setUpBankAccount(ctx, current, pm, mandateData.customer_acceptance);
  }
  const verification = await startVerification(ctx, {
    intent: current.id,
    pm,
    mandate: null,
    acceptance: mandateData.customer_acceptance,
  });
  const next = microdepositsNextAction(ctx.app.config.publicUrl, verification);
  return { intent: requiresAction(current, pm.id, next), error: null };
};

/** Most redirect, QR code and voucher methods pay once; nothing of them can be kept for later. */
const notReusable: SetupHandler = async (_ctx, { pm, token }) => {
  throw invalidRequest(
    `PaymentMethods of type ${pm.type} cannot be set up for future payments.`,
    token ? 'confirmation_token' : 'payment_method',
  );
};

/**
 * A method approved in its app (Cash App Pay): the shopper scans the code (or opens the app on
 * their phone) and approves a mandate there; the set-up succeeds once the app says so.
 */
const setUpByQr: SetupHandler = async (ctx, attempt) => {
  if (!methodType(attempt.pm.type)?.setup) return notReusable(ctx, attempt);
  const { current, pm, input, token, returnUrl } = attempt;
  const next = await qrNextAction(ctx, current.id, pm, {
    typeOptions: (current.payment_method_options?.[pm.type] ?? {}) as Record<string, unknown>,
    returnUrl,
    acceptance: (input.mandate_data ?? token?.mandate_data)?.customer_acceptance ?? null,
  });
  return { intent: requiresAction(current, pm.id, next), error: null };
};

/**
 * A redirect method that can be kept (Amazon Pay): the shopper is sent to approve it for
 * later payments (the hosted test page in test mode) and comes back to the return_url; the
 * set-up succeeds, with its mandate, once they approve.
 */
const setUpByRedirect: SetupHandler = async (ctx, attempt) => {
  if (!methodType(attempt.pm.type)?.setup) return notReusable(ctx, attempt);
  const { current, pm, input, token, returnUrl } = attempt;
  if (!returnUrl) {
    throw invalidRequest(
      `A return_url must be specified to confirm a SetupIntent with a ${pm.type} PaymentMethod: the shopper is redirected to approve it and comes back there.`,
      'return_url',
    );
  }
  const acceptance = (input.mandate_data ?? token?.mandate_data)?.customer_acceptance;
  const { url } = await createAction(ctx.db, ctx.scope, {
    intentId: current.id,
    kind: 'redirect',
    data: { paymentMethod: pm.id, returnUrl, ...(acceptance ? { acceptance } : {}) },
    publicUrl: ctx.app.config.publicUrl,
  });
  return { intent: requiresAction(current, pm.id, redirectAction(url, returnUrl)), error: null };
};

const HANDLERS: Readonly<Record<ConfirmKind, SetupHandler>> = {
  three_d_secure: setUpByCard,
  redirect: setUpByRedirect,
  debit: setUpByMandate,
  bank_account: setUpBankAccountVerified,
  qr: setUpByQr,
  voucher: notReusable,
  app: notReusable,
};

/**
 * A Link payment method is set up as it is: Link signed the shopper in and holds the card or
 * bank account it pays with (docs/link.md#the-link-payment-method), so nothing is asked again.
 */
const setUpLink: SetupHandler = async (ctx, { current, pm }) => {
  await linkFundingOf(ctx, pm);
  return finishSetup(ctx, current, pm, null);
};

/** Runs the set-up of the payment method's kind (its descriptor's next action). */
export function runSetupAttempt(ctx: CallerContext, attempt: SetupAttempt): Promise<SetupResult> {
  if (attempt.pm.type === 'link') return setUpLink(ctx, attempt);
  const kind = methodType(attempt.pm.type)?.confirm;
  if (!kind) return notReusable(ctx, attempt);
  return HANDLERS[kind](ctx, attempt);
}
