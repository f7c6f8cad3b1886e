import {
  isSaveablePaymentMethodType,
  MAX_SAVED_CARDS_DISTINCT_FINGERPRINTS,
  PAYMENT_METHODS_LIST_LIMIT,
} from '@payframe/core';
import { findCustomerSessionBySecret } from '../customer-sessions/index.js';
import { invalidRequest } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { PaymentMethod } from '../payment-methods/payment-method.js';
import { findResource, parseData } from '../store/index.js';
import type { IntentSource } from './intent-source.js';
import type { ElementsSessionParams } from './params.js';

function invalidSessionSecret(): never {
  throw invalidRequest(
    'No valid customer session found for customer_session_client_secret: it is unknown, expired or from another account.',
    'customer_session_client_secret',
  );
}

function fingerprintOf(pm: PaymentMethod): string {
  return (
    pm.card?.fingerprint ??
    pm.sepa_debit?.fingerprint ??
    pm.au_becs_debit?.fingerprint ??
    pm.us_bank_account?.fingerprint ??
    pm.acss_debit?.fingerprint ??
    pm.bacs_debit?.fingerprint ??
    pm.id
  );
}

/** The customer's saved methods the element may show again, newest first, one per fingerprint. */
async function savedMethods(
  ctx: ServiceContext,
  customer: string,
  offered: readonly string[],
  filters: readonly string[],
  limit: number,
): Promise<PaymentMethod[]> {
  const rows = await ctx.db
    .selectFrom('payment_methods')
    .select('data')
    .where('account_id', '=', ctx.scope.accountId)
    .where('livemode', '=', ctx.scope.livemode)
    .where('customer', '=', customer)
    .where('consumed', '=', false)
    .orderBy('seq', 'desc')
    .limit(PAYMENT_METHODS_LIST_LIMIT)
    .execute();
  const seen = new Set<string>();
  const shown: PaymentMethod[] = [];
  for (const row of rows) {
    const pm = parseData(row.data) as PaymentMethod;
    if (!isSaveablePaymentMethodType(pm.type) || !offered.includes(pm.type)) continue;
    if (!filters.includes(pm.allow_redisplay)) continue;
    const fingerprint = fingerprintOf(pm);
    if (seen.has(fingerprint)) continue;
    seen.add(fingerprint);
    shown.push(pm);
    if (shown.length >= Math.min(limit, MAX_SAVED_CARDS_DISTINCT_FINGERPRINTS)) break;
  }
  return shown;
}

/**
 * `customer`: the saved methods and the session's features when the merchant passed a
 * customer session client secret; null otherwise.
 */
export interface CustomerInfo {
  payment_methods: PaymentMethod[];
  default_payment_method: string | null;
  customer_session: Record<string, unknown>;
}

export async function customerInfo(
  ctx: ServiceContext,
  params: ElementsSessionParams,
  source: IntentSource,
  offered: readonly string[],
): Promise<CustomerInfo | null> {
  const secret = params.customer_session_client_secret;
  if (secret === undefined) return null;
  if (source.mode === 'subscription') {
    throw invalidRequest(
      'You cannot specify a customerSessionClientSecret while using Subscriptions.',
      'customer_session_client_secret',
    );
  }
  const session = await findCustomerSessionBySecret(ctx.db, secret);
  if (!session || session.accountId !== ctx.scope.accountId || session.livemode !== ctx.scope.livemode) {
    invalidSessionSecret();
  }
  if (source.customer !== null && source.customer !== session.customer) {
    throw invalidRequest(
      `The customer session's customer (${session.customer}) does not match the intent's customer (${source.customer}).`,
      'customer_session_client_secret',
    );
  }
  const features = session.components.payment_element.features;
  const redisplay =
    session.components.payment_element.enabled && features?.payment_method_redisplay === 'enabled';
  const methods = redisplay
    ? await savedMethods(
        ctx,
        session.customer,
        offered,
        features.payment_method_allow_redisplay_filters,
        features.payment_method_redisplay_limit,
      )
    : [];
  const customer = await findResource(ctx.db, 'customers', ctx.scope, session.customer);
  const invoiceSettings = customer?.invoice_settings as
    | { default_payment_method?: string | null }
    | undefined;
  return {
    payment_methods: methods,
    default_payment_method: invoiceSettings?.default_payment_method ?? null,
    customer_session: {
      object: 'customer_session',
      api_key: secret,
      api_key_expiry: session.expiresAt,
      customer: session.customer,
      livemode: session.livemode,
      components: session.components,
    },
  };
}
