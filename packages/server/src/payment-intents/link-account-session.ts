import {
  createSession,
  type FinancialConnectionsSession,
  getSession,
  recordLinkedBankMethod,
  sessionAcssAccount,
  sessionCountry,
  sessionPaymentAccount,
  sessionView,
} from '../financial-connections/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { p } from '../kernel/params.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { createPaymentMethod, type PaymentMethod, type PaymentMethodData } from '../payment-methods/index.js';
import type { StripeObject } from '../store/index.js';

/**
 * `collectBankAccountForPayment` / `ForSetup`: a bank-linking session for one intent. The
 * billing details are those the shopper's payment method will carry (the name is required).
 * With `payment_method_type=link` the Payment Element's Link wallet links an account to save
 * in the shopper's wallet (docs/link.md#bank-accounts): its billing details are the wallet's,
 * so none is asked here. With `payment_method_type=acss_debit` a Canadian shopper links the
 * account a pre-authorized debit draws from, at the Canadian test banks.
 */
export const linkAccountSessionParams = p.object({
  client_secret: p.string().optional(),
  payment_method_type: p.oneOf(['us_bank_account', 'acss_debit', 'link']).optional(),
  payment_method_data: p
    .object({
      type: p.oneOf(['us_bank_account', 'acss_debit']).optional(),
      billing_details: p
        .object({
          name: p.string().optional(),
          email: p.string(800).optional(),
          phone: p.string().optional(),
        })
        .optional(),
    })
    .optional(),
  return_url: p.string(2048).optional(),
});

export const attachSessionParams = p.object({ client_secret: p.string().optional() });

type Intent = StripeObject & {
  status: string;
  customer: string | null;
  payment_method_types: string[];
  payment_method_options: Record<string, unknown> | null;
};

const OPEN: readonly string[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** Starts the linking session of an intent that takes US bank accounts and has not been paid. */
export async function startIntentSession(
  ctx: ServiceContext,
  intent: Intent,
  input: typeof linkAccountSessionParams._output,
): Promise<StripeObject> {
  // Link's "Pay by bank" links for an instant debit (a `link` payment): the intent takes link.
  const wanted = input.payment_method_type === 'link' && intent.payment_method_types.includes('link');
  const type = input.payment_method_type === 'acss_debit' ? 'acss_debit' : 'us_bank_account';
  if (!wanted && !intent.payment_method_types.includes(type)) {
    throw invalidRequest(
      `The ${intent.object === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent'} does not accept ${type}: add it to payment_method_types.`,
      'payment_method_type',
    );
  }
  if (!OPEN.includes(intent.status)) {
    throw invalidRequest(
      `A bank account cannot be collected for an intent whose status is ${intent.status}.`,
      undefined,
      `${intent.object}_unexpected_state`,
    );
  }
  const billing = input.payment_method_data?.billing_details ?? {};
  if (!billing.name && input.payment_method_type !== 'link') {
    const param = 'payment_method_data[billing_details][name]';
    throw invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
  }
  if (type === 'acss_debit') return startAcssSession(ctx, intent, billing, input.return_url);
  const options = (intent.payment_method_options?.us_bank_account ?? {}) as {
    financial_connections?: { permissions?: string[] };
  };
  const permissions = (options.financial_connections?.permissions ?? [
    'payment_method',
  ]) as FinancialConnectionsSession['permissions'];
  const session = await createSession(
    ctx,
    {
      permissions: permissions.includes('payment_method') ? permissions : ['payment_method', ...permissions],
      ...(intent.customer ? { account_holder: { type: 'customer', customer: intent.customer } } : {}),
      return_url: input.return_url,
    },
    { intent: intent.id, billing },
  );
  return sessionView(session);
}

/**
 * A pre-authorized debit's linking session: the Canadian banks, the PAD agreement's holder
 * (name and e-mail, both required as for a typed-in account), and no manual entry when the
 * intent asks for instant verification.
 */
async function startAcssSession(
  ctx: ServiceContext,
  intent: Intent,
  billing: Record<string, unknown>,
  returnUrl: string | undefined,
): Promise<StripeObject> {
  if (!billing.email) {
    const param = 'payment_method_data[billing_details][email]';
    throw invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
  }
  const own = (intent.payment_method_options?.acss_debit ?? {}) as { verification_method?: string };
  if (own.verification_method === 'microdeposits') {
    throw invalidRequest(
      'This intent verifies the account by microdeposits (payment_method_options[acss_debit][verification_method]): the shopper types the account in instead of linking it.',
      'payment_method_type',
    );
  }
  const session = await createSession(
    ctx,
    {
      permissions: ['payment_method'],
      filters: { countries: ['CA'] },
      ...(intent.customer ? { account_holder: { type: 'customer', customer: intent.customer } } : {}),
      return_url: returnUrl,
    },
    {
      intent: intent.id,
      billing,
      country: 'CA',
      instantOnly: own.verification_method === 'instant',
    },
  );
  return sessionView(session);
}

/**
 * Makes the intent's payment method of what its completed session linked (or the numbers typed
 * in): a us_bank_account payment method carrying the billing details given at the start.
 */
export async function paymentMethodFromSession(
  ctx: ServiceContext,
  intent: Intent,
  sessionId: string,
): Promise<PaymentMethod> {
  const session = await getSession(ctx, sessionId, true);
  if (session.state.intent !== intent.id) {
    throw invalidRequest(
      `No such session for this intent: '${sessionId}'`,
      'link_account_session',
      'resource_missing',
      404,
    );
  }
  if (sessionCountry(session) === 'CA') {
    const { linked, ...numbers } = await sessionAcssAccount(ctx, session);
    const data = {
      type: 'acss_debit',
      acss_debit: numbers,
      billing_details: session.state.billing ?? {},
    } as unknown as PaymentMethodData;
    const pm = await createPaymentMethod(ctx, data, '');
    await recordLinkedBankMethod(ctx, pm.id, linked);
    return pm;
  }
  const account = await sessionPaymentAccount(ctx, session);
  const data = {
    type: 'us_bank_account',
    us_bank_account: account,
    billing_details: session.state.billing ?? {},
  } as unknown as PaymentMethodData;
  return createPaymentMethod(ctx, data, '');
}
