import { type CardBehaviour, type CheckOutcome, decline, SUCCESS, type TestCard } from './behaviour.js';
import { type CardBrand, detectBrand, isValidCardNumber } from './card-numbers.js';

/**
 * Stripe's public test card numbers and what the simulator does with each. A number not in
 * this table behaves as a plain successful card of the brand its prefix names.
 */
interface Entry {
  brand?: CardBrand;
  funding?: TestCard['funding'];
  country?: string;
  networks?: string[];
  behaviour?: Partial<CardBehaviour>;
}

const checks = (cvc: CheckOutcome, postalCode: CheckOutcome, line1: CheckOutcome) => ({
  checks: { cvc, postalCode, line1 },
});
const ELEVATED = { level: 'elevated', score: 70 } as const;
const HIGHEST = { level: 'highest', score: 85 } as const;
/** Stripe's decline-table cards: a verification (attach) is declined like a charge. */
const declined = (reason: Parameters<typeof decline>[0]): Partial<CardBehaviour> => ({
  decline: decline(reason),
  attachable: false,
});

const TABLE: Record<string, Entry> = {
  // Cards by brand.
  '4242424242424242': {},
  '4000056655665556': { funding: 'debit' },
  '5555555555554444': {},
  '2223003122003222': {},
  '5200828282828210': { funding: 'debit' },
  '5105105105105100': { funding: 'prepaid' },
  '378282246310005': { behaviour: { threeDSecure: 'not_supported' } },
  '371449635398431': {},
  '6011111111111117': {},
  '6011000990139424': {},
  '6011981111111113': { funding: 'debit' },
  '3056930009020004': {},
  '36227206271667': {},
  '3566002020360505': {},
  '6200000000000005': {},
  '6200000000000047': { funding: 'debit' },
  '6205500000000000004': { funding: 'debit' },
  // Co-badged cards.
  '4000002500001001': { country: 'FR', networks: ['cartes_bancaires', 'visa'] },
  '5555552500001001': { country: 'FR', networks: ['cartes_bancaires', 'mastercard'] },
  '4000050360000001': { country: 'AU', funding: 'debit', networks: ['eftpos_au', 'visa'] },
  // Cards by country.
  '4000000760000002': { country: 'BR' },
  '4000001240000000': { country: 'CA' },
  '4000004840008001': { country: 'MX' },
  '4000000400000008': { country: 'AT' },
  '4000000560000004': { country: 'BE' },
  '4000002080000001': { country: 'DK' },
  '4000002460000001': { country: 'FI' },
  '4000002500000003': { country: 'FR' },
  '4000002760000016': { country: 'DE' },
  '4000003720000005': { country: 'IE' },
  '4000003800000008': { country: 'IT' },
  '4000004420000006': { country: 'LU' },
  '4000005280000002': { country: 'NL' },
  '4000005780000007': { country: 'NO' },
  '4000006200000007': { country: 'PT' },
  '4000007240000007': { country: 'ES' },
  '4000007520000008': { country: 'SE' },
  '4000007560000009': { country: 'CH' },
  '4000008260000000': { country: 'GB' },
  '4000058260000005': { country: 'GB', funding: 'debit' },
  '5555558265554449': { country: 'GB' },
  '4000000360000006': { country: 'AU' },
  '4000003440000004': { country: 'HK' },
  '4000003920000003': { country: 'JP' },
  '3530111333300000': { country: 'JP' },
  '4000005540000008': { country: 'NZ' },
  '4000007020000003': { country: 'SG' },
  // Declines.
  '4000000000000002': { behaviour: declined('generic_decline') },
  '4000000000009995': { behaviour: declined('insufficient_funds') },
  '4000000000009987': { behaviour: declined('lost_card') },
  '4000000000009979': { behaviour: declined('stolen_card') },
  '4000000000000069': { behaviour: declined('expired_card') },
  '4000000000000127': { behaviour: declined('incorrect_cvc') },
  '4000000000000119': { behaviour: declined('processing_error') },
  '4000000000006975': { behaviour: declined('card_velocity_exceeded') },
  // Fails Luhn: refused when the payment method is made; listed so a lookup says why.
  '4242424242424241': { behaviour: declined('incorrect_number') },
  '4000000000000341': { behaviour: { decline: decline('generic_decline') } },
  // Fraud prevention: Radar's test cards. Their risk is fixed (the engine doesn't score them).
  '4100000000000019': {
    behaviour: {
      decline: decline('fraudulent', true),
      risk: HIGHEST,
      attachable: false,
      radar: { fixedRisk: true },
    },
  },
  // Highest risk, not blocked by itself: a merchant's `Block if :risk_level: = 'highest'` blocks it.
  '4000000000004954': { behaviour: { risk: HIGHEST, radar: { fixedRisk: true } } },
  '4000000000009235': { behaviour: { risk: ELEVATED, radar: { fixedRisk: true, review: true } } },
  // Succeeds, then the issuer warns the charge was made with a stolen card.
  '4000000000005423': { behaviour: { radar: { earlyFraudWarning: 'made_with_stolen_card' } } },
  '4000000000000101': { behaviour: checks('fail', 'pass', 'pass') },
  '4000000000000036': { behaviour: checks('pass', 'fail', 'pass') },
  '4000000000000028': { behaviour: checks('pass', 'pass', 'fail') },
  '4000000000000010': { behaviour: checks('pass', 'fail', 'fail') },
  '4000000000000044': { behaviour: checks('pass', 'unavailable', 'unavailable') },
  '4000058400307872': {
    behaviour: { ...checks('fail', 'pass', 'pass'), risk: ELEVATED, radar: { fixedRisk: true } },
  },
  '4000058400306072': {
    behaviour: { ...checks('pass', 'fail', 'pass'), risk: ELEVATED, radar: { fixedRisk: true } },
  },
  // 3-D Secure.
  '4000000000003220': { behaviour: { authentication: 'always', threeDSecure: 'challenge' } },
  '4000000000003063': { behaviour: { authentication: 'always', threeDSecure: 'challenge' } },
  '4000008400001629': {
    behaviour: { authentication: 'always', threeDSecure: 'challenge', decline: decline('generic_decline') },
  },
  '4000008400001280': {
    behaviour: { authentication: 'always', threeDSecure: 'error', decline: decline('generic_decline') },
  },
  '4000000000003055': { behaviour: { threeDSecure: 'frictionless' } },
  '4000000000003097': { behaviour: { threeDSecure: 'error' } },
  '4000002500003155': { behaviour: { authentication: 'unless_set_up', threeDSecure: 'challenge' } },
  '4000002760003184': { behaviour: { authentication: 'always', threeDSecure: 'challenge' } },
  '4000003800000446': { behaviour: { authentication: 'on_session', threeDSecure: 'challenge' } },
  '4000008260003178': {
    behaviour: {
      authentication: 'unless_set_up',
      threeDSecure: 'challenge',
      decline: decline('insufficient_funds'),
    },
  },
  // Balance and refunds.
  '4000000000000077': {},
  '4000003720000278': { country: 'IE' },
  '4000000000007726': { behaviour: { refund: 'pending' } },
  '4000000000005126': { behaviour: { refund: 'fails' } },
};

/** Every number in the table, for tests and for the hosted test pages' hints. */
export const TEST_CARD_NUMBERS: readonly string[] = Object.keys(TABLE);

/**
 * What the simulator does with a card number: brand, funding, country, networks and
 * behaviour. Numbers outside the table succeed (brand from the prefix, credit, US); a
 * number that fails the Luhn or length check is an `incorrect_number` decline.
 */
export function lookupTestCard(number: string): TestCard {
  const entry = TABLE[number] ?? {};
  const brand = entry.brand ?? detectBrand(number);
  const behaviour: CardBehaviour = { ...SUCCESS, ...entry.behaviour };
  if (!TABLE[number] && !isValidCardNumber(number)) {
    behaviour.decline = decline('incorrect_number');
    behaviour.attachable = false;
  }
  return {
    brand,
    funding: entry.funding ?? 'credit',
    country: entry.country ?? 'US',
    networks: entry.networks ?? [brand],
    behaviour,
  };
}
