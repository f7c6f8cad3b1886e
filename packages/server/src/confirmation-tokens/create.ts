import { findCustomerSessionBySecret } from '../customer-sessions/find.js';
import { getFxQuote } from '../fx-quotes/index.js';
import { invalidRequest, missingParam, resourceMissing } from '../kernel/errors.js';
import { toAddress } from '../kernel/shared-params.js';
import { buildPaymentMethod } from '../payment-methods/create.js';
import type { PaymentMethodData } from '../payment-methods/params.js';
import type { PaymentMethod } from '../payment-methods/payment-method.js';
import { resolvePaymentMethod } from '../payment-methods/resolve.js';
import type { CallerContext } from '../routing/caller.js';
import type { ConfirmationToken, MandateData, SealedPayload } from './confirmation-token.js';
import { issueConfirmationToken } from './issue.js';
import type { CreateConfirmationTokenParams, MandateDataInput } from './params.js';

function toMandateData(input: MandateDataInput | undefined): MandateData | null {
  if (!input) return null;
  const acceptance = input.customer_acceptance;
  return {
    customer_acceptance: {
      type: acceptance.type,
      online:
        acceptance.type === 'online'
          ? {
              ip_address: acceptance.online?.ip_address ?? null,
              user_agent: acceptance.online?.user_agent ?? null,
            }
          : null,
    },
  };
}

/**
 * A saved payment method a token names. With the secret key, any method of the account; with
 * a publishable key, a method saved to a customer only with that customer's session secret
 * (otherwise it does not exist, for that key).
 */
async function savedPaymentMethod(
  ctx: CallerContext,
  id: string,
  customerSessionSecret: string | undefined,
): Promise<PaymentMethod> {
  const pm = await resolvePaymentMethod(ctx, id, 'payment_method');
  if (ctx.auth.kind === 'secret' || !pm.customer) return pm;
  const secret = customerSessionSecret;
  const session = secret ? await findCustomerSessionBySecret(ctx.db, secret) : undefined;
  const sameScope = session?.accountId === ctx.scope.accountId && session.livemode === ctx.scope.livemode;
  if (!session || !sameScope || session.customer !== pm.customer) {
    throw resourceMissing('PaymentMethod', id, 'payment_method');
  }
  return pm;
}

/** The data kept for confirm: a card's number taken from a token is put back, the CVC left out. */
function keptData(
  data: PaymentMethodData,
  card: { number: string; exp_month: number; exp_year: number } | undefined,
): PaymentMethodData {
  if (data.type !== 'card' || !card) return data;
  const { cvc: _cvc, token: _token, ...rest } = data.card ?? {};
  return {
    ...data,
    card: { ...rest, number: card.number, exp_month: card.exp_month, exp_year: card.exp_year },
  };
}

/** Creates a confirmation token: validates the payment method it carries and seals what confirm needs. */
export async function createConfirmationToken(
  ctx: CallerContext,
  params: CreateConfirmationTokenParams,
): Promise<ConfirmationToken> {
  if (params.payment_method && params.payment_method_data) {
    throw invalidRequest(
      'You cannot provide both `payment_method` and `payment_method_data`. Pass one of them.',
      'payment_method_data',
    );
  }
  if (!params.payment_method && !params.payment_method_data) throw missingParam('payment_method_data');
  let payload: SealedPayload;
  let previewSource: PaymentMethod;
  if (params.payment_method) {
    previewSource = await savedPaymentMethod(
      ctx,
      params.payment_method,
      params.customer_session_client_secret,
    );
    payload = { paymentMethod: previewSource.id, built: null, data: null };
  } else {
    const data = params.payment_method_data!;
    const built = await buildPaymentMethod(ctx, data, 'payment_method_data');
    previewSource = built.pm;
    payload = {
      paymentMethod: null,
      built: {
        pm: built.pm,
        fingerprint: built.fingerprint,
        ...(built.secret ? { secret: built.secret } : {}),
      },
      data: keptData(data, built.card),
    };
  }
  const shipping = params.shipping;
  return issueConfirmationToken(ctx, previewSource, payload, {
    mandate_data: toMandateData(params.mandate_data),
    payment_method_options: params.payment_method_options?.card
      ? { card: { cvc_token: params.payment_method_options.card.cvc_token ?? null } }
      : null,
    return_url: params.return_url ?? null,
    setup_future_usage: params.setup_future_usage ?? null,
    shipping: shipping
      ? { address: toAddress(shipping.address), name: shipping.name, phone: shipping.phone || null }
      : null,
    use_stripe_sdk: params.use_stripe_sdk ?? false,
    presentment: await tokenPresentment(ctx, params),
  });
}

/** The presentment a token carries: both the quote and the currency, the quote one that exists. */
async function tokenPresentment(ctx: CallerContext, params: CreateConfirmationTokenParams) {
  const currency = params.presentment_details?.presentment_currency;
  if (params.fx_quote === undefined && currency === undefined) return null;
  if (!params.fx_quote) throw missingParam('fx_quote');
  if (!currency) throw missingParam('presentment_details[presentment_currency]');
  const quote = await getFxQuote(ctx, params.fx_quote, 'fx_quote');
  return { fx_quote: quote.id, presentment_currency: currency };
}
