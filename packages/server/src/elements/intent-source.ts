import { invalidRequest, missingParam } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { checkClientSecret } from '../payment-intents/client-secret.js';
import { getPaymentIntent, publishableView } from '../payment-intents/index.js';
import { automaticTypes } from '../payment-intents/method-types.js';
import { getSetupIntent, publishableSetupView } from '../setup-intents/index.js';
import type { StripeObject } from '../store/types.js';
import type { DeferredIntentParams, ElementsSessionParams } from './params.js';

/** What the session is about: an existing intent or the deferred one described by the query. */
export interface IntentSource {
  type: 'payment_intent' | 'setup_intent' | 'deferred_intent';
  /** payment, setup or subscription: what the frames confirm. */
  mode: 'payment' | 'setup' | 'subscription';
  /** The intent as a publishable key sees it (absent for a deferred intent). */
  intent?: StripeObject;
  paymentMethodTypes: string[];
  amount: number | null;
  currency: string | null;
  customer: string | null;
  setupFutureUsage: string | null;
  /** Whether the types came from automatic payment methods (the merchant named none). */
  automatic: boolean;
}

const SECRET_FORMAT = /^((?:pi|seti)_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/;

function malformedSecret(): never {
  throw invalidRequest(
    'Invalid value for client_secret: it should be the client_secret of a PaymentIntent or SetupIntent (pi_..._secret_... or seti_..._secret_...).',
    'client_secret',
  );
}

async function fromClientSecret(ctx: ServiceContext, secret: string): Promise<IntentSource> {
  const id = SECRET_FORMAT.exec(secret)?.[1] ?? malformedSecret();
  if (id.startsWith('pi_')) {
    const pi = await getPaymentIntent(ctx, id, { param: 'client_secret' });
    // The session always answers as a publishable key would, even to a secret key.
    checkClientSecret('publishable', pi, secret);
    return {
      type: 'payment_intent',
      mode: 'payment',
      intent: publishableView(pi),
      paymentMethodTypes: pi.payment_method_types,
      amount: pi.amount,
      currency: pi.currency,
      customer: pi.customer,
      setupFutureUsage: pi.setup_future_usage,
      automatic: pi.automatic_payment_methods?.enabled === true,
    };
  }
  const si = await getSetupIntent(ctx, id, { param: 'client_secret' });
  checkClientSecret('publishable', si, secret);
  return {
    type: 'setup_intent',
    mode: 'setup',
    intent: publishableSetupView(si),
    paymentMethodTypes: si.payment_method_types,
    amount: null,
    currency: null,
    customer: si.customer,
    setupFutureUsage: si.usage,
    automatic: si.automatic_payment_methods?.enabled === true,
  };
}

function fromDeferred(deferred: DeferredIntentParams): IntentSource {
  const needsAmount = deferred.mode !== 'setup';
  if (needsAmount && deferred.amount === undefined) throw missingParam('deferred_intent[amount]');
  if (needsAmount && deferred.currency === undefined) throw missingParam('deferred_intent[currency]');
  if (deferred.amount !== undefined && deferred.amount < 0) {
    throw invalidRequest('This value must be greater than or equal to 0.', 'deferred_intent[amount]');
  }
  const currency = deferred.currency ?? null;
  const purpose = deferred.mode === 'setup' ? 'setup' : 'payment';
  const named = deferred.payment_method_types;
  return {
    type: 'deferred_intent',
    mode: deferred.mode,
    paymentMethodTypes:
      named ?? automaticTypes({ currency, allowRedirects: true, purpose, amount: deferred.amount ?? null }),
    amount: deferred.amount ?? null,
    currency,
    customer: null,
    setupFutureUsage: deferred.setup_future_usage ?? null,
    automatic: named === undefined,
  };
}

/** The intent the session describes, from `client_secret` or `deferred_intent` (exactly one). */
export async function intentSource(
  ctx: ServiceContext,
  params: ElementsSessionParams,
): Promise<IntentSource> {
  const { client_secret: secret, deferred_intent: deferred } = params;
  if (secret !== undefined && deferred !== undefined) {
    throw invalidRequest(
      'You may only specify one of these parameters: client_secret, deferred_intent.',
      'deferred_intent',
    );
  }
  if (secret !== undefined) return fromClientSecret(ctx, secret);
  if (deferred !== undefined) return fromDeferred(deferred);
  throw invalidRequest(
    'Either client_secret or deferred_intent is required to create an elements session.',
    'client_secret',
  );
}
