import type { ServiceContext } from '../kernel/service-context.js';
import type { ValidCard } from '../payment-data/card-errors.js';
import { lookupTestCard } from '../simulator/cards/index.js';
import type { BillingDetails, CardDetails, CardWallet, CardWalletType } from './payment-method.js';

const DISPLAY_BRANDS: Record<string, string> = {
  amex: 'american_express',
  cartes_bancaires: 'cartes_bancaires',
  diners: 'diners_club',
  discover: 'discover',
  eftpos_au: 'eftpos_australia',
  jcb: 'jcb',
  mastercard: 'mastercard',
  unionpay: 'union_pay',
  visa: 'visa',
};

/**
 * `card.wallet`: Apple Pay pays with a device number whose last four it reports
 * (dynamic_last4); Google Pay's tokens report none.
 */
function walletDetails(type: CardWalletType, number: string): CardWallet {
  return { type, [type]: {}, dynamic_last4: type === 'apple_pay' ? number.slice(-4) : null };
}

/**
 * The public `card` hash of a payment method. Brand, funding, country and networks come from
 * the test card table (the simulator's BIN data); a check reads `unchecked` when its value was
 * given (the processor runs it at the first charge) and null when it was not.
 */
export function cardDetails(
  ctx: ServiceContext,
  card: ValidCard,
  billing: BillingDetails,
  preferredNetwork?: string,
): CardDetails {
  const known = lookupTestCard(card.number);
  const live = ctx.scope.livemode;
  const networks = known.networks;
  return {
    brand: known.brand,
    checks: {
      address_line1_check: billing.address.line1 ? 'unchecked' : null,
      address_postal_code_check: billing.address.postal_code ? 'unchecked' : null,
      cvc_check: card.cvcProvided ? 'unchecked' : null,
    },
    country: live ? null : known.country,
    display_brand: DISPLAY_BRANDS[networks[0] ?? known.brand] ?? 'other',
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    fingerprint: ctx.app.vault.fingerprint(ctx.scope.accountId, card.number),
    funding: live ? 'unknown' : known.funding,
    generated_from: null,
    last4: card.number.slice(-4),
    networks: {
      available: networks,
      preferred: preferredNetwork && networks.includes(preferredNetwork) ? preferredNetwork : null,
    },
    three_d_secure_usage: { supported: known.behaviour.threeDSecure !== 'not_supported' },
    wallet: card.wallet ? walletDetails(card.wallet, card.number) : null,
  };
}
