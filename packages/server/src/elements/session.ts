import {
  checkAmountMinimum,
  ELEMENTS_CARD_NETWORKS,
  INSTANT_DEBITS_INCENTIVE_AMOUNT,
  INSTANT_DEBITS_INCENTIVE_CURRENCY,
} from '@payframe/core';
import { newId } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { parseData } from '../store/index.js';
import { customerInfo } from './customer-info.js';
import { intentSource } from './intent-source.js';
import { methodSpecs } from './method-specs.js';
import type { ElementsSessionParams } from './params.js';
import { offeredTypes } from './session-checks.js';

interface AccountData {
  id: string;
  country: string;
  default_currency: string;
  business_profile?: { name?: string | null };
  settings?: { dashboard?: { display_name?: string | null } };
}

async function accountData(ctx: ServiceContext): Promise<AccountData> {
  const row = await ctx.db
    .selectFrom('accounts')
    .select('data')
    .where('id', '=', ctx.scope.accountId)
    .executeTakeFirstOrThrow();
  return parseData(row.data) as unknown as AccountData;
}

/** `GET /v1/elements/sessions`: everything the controller frame needs to draw the elements. */
export async function elementsSession(ctx: ServiceContext, params: ElementsSessionParams) {
  const source = await intentSource(ctx, params);
  const { offered, unactivated } = offeredTypes(source);
  const account = await accountData(ctx);
  const customer = await customerInfo(ctx, params, source, offered);
  const amountCheck =
    source.amount !== null && source.currency !== null
      ? checkAmountMinimum(source.amount, source.currency, source.mode)
      : undefined;
  const preference: Record<string, unknown> = {
    object: 'payment_method_preference',
    country_code: account.country,
    type: source.type,
  };
  if (source.type === 'deferred_intent') {
    preference.deferred_intent = {
      mode: source.mode,
      amount: source.amount,
      currency: source.currency,
      payment_method_types: offered,
      setup_future_usage: source.setupFutureUsage,
      capture_method: params.deferred_intent?.capture_method ?? 'automatic',
      status: 'requires_payment_method',
    };
  } else {
    preference[source.type] = source.intent;
  }
  return {
    object: 'elements_session',
    id: newId('elses'),
    livemode: ctx.scope.livemode,
    account_id: account.id,
    business_name: account.settings?.dashboard?.display_name ?? account.business_profile?.name ?? null,
    merchant_country: account.country,
    merchant_currency: account.default_currency,
    merchant_logo_url: null,
    ordered_payment_method_types_and_wallets: offered,
    payment_method_preference: preference,
    payment_method_specs: methodSpecs(offered),
    unactivated_payment_method_types: unactivated,
    unverified_payment_methods_on_domain: [],
    customer,
    link_settings: linkSettings(ctx, offered, source.currency, source.mode),
    card_brand_choice: { eligible: false, preferred_networks: [] },
    capability_enabled_card_networks: ELEMENTS_CARD_NETWORKS,
    flags: {},
    experiments_data: { arb_id: null, experiment_assignments: {} },
    // Reported, not refused: the merchant may still update the amount before confirming.
    amount_below_minimum: amountCheck?.belowMinimum ?? false,
    // The silent captcha's provider and site key (and the built-in one's first puzzle), so the
    // frames start it without another call (docs/radar.md#captcha).
    passive_captcha: ctx.app.captcha.challenge(ctx.scope, { kind: 'passive', intent: null }),
    shipping_address_settings: { autocomplete_allowed: true },
    klarna_express_config: null,
    paypal_express_config: null,
    filter_cards: null,
    prefill_selectors: {},
    is_connect_platform: false,
    locale: params.locale ?? 'auto',
  };
}

/**
 * What Link's wallet may pay with here (docs/link.md#bank-accounts): saved cards where cards are
 * taken, and saved US bank accounts where the payment takes us_bank_account (a Link bank account
 * pays as one) or takes `link` in US dollars (an instant debit, paid as a `link` payment method).
 * The instant bank debit incentive is offered on the bank option when the server turns it on,
 * for a USD payment that a bank account may make.
 */
function linkSettings(
  ctx: ServiceContext,
  offered: readonly string[],
  currency: string | null,
  mode: string,
): Record<string, unknown> {
  const instantDebits = offered.includes('link') && currency === 'usd';
  const sources = [
    ...(offered.includes('card') ? ['CARD'] : []),
    ...(offered.includes('us_bank_account') || instantDebits ? ['BANK_ACCOUNT'] : []),
  ];
  const incentive =
    ctx.app.config.linkBankIncentive === true &&
    sources.includes('BANK_ACCOUNT') &&
    mode === 'payment' &&
    currency === INSTANT_DEBITS_INCENTIVE_CURRENCY;
  return {
    // On when the merchant offers Link (listed beside card): its button and sign-in show.
    link_enabled: offered.includes('link'),
    link_funding_sources: sources,
    // docs/link.md#the-link-payment-method: saved cards pass through as card payment methods;
    // where the intent lists link, Link's own payments (instant debits, the express button) are link ones.
    link_passthrough_mode_enabled: offered.includes('link'),
    link_mode: offered.includes('link') ? 'PASSTHROUGH' : null,
    link_consumer_incentive: incentive
      ? {
          campaign: 'instant_debits',
          incentive_display_text: `$${INSTANT_DEBITS_INCENTIVE_AMOUNT / 100}`,
          incentive_params: {
            amount_flat: INSTANT_DEBITS_INCENTIVE_AMOUNT,
            currency: INSTANT_DEBITS_INCENTIVE_CURRENCY.toUpperCase(),
            payment_method: 'link_instant_debits',
          },
        }
      : null,
  };
}
