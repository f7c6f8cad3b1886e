/**
 * Card brands and the number prefixes that name them (docs/confirmation.md#validation). A prefix entry is
 * either a literal prefix (`'34'`) or an inclusive range of prefixes of one length
 * (`['2221', '2720']`). The longest matching prefix wins.
 */
export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'diners14',
  'jcb',
  'unionpay',
  'elo',
  'unknown',
] as const;

export type CardBrand = (typeof CARD_BRANDS)[number];

/**
 * The brand as the API and change events name it: the rules tell 14-digit Diners Club cards
 * apart (`diners14`, for their length and grouping), but the API calls every Diners Club `diners`.
 */
export function apiCardBrand(brand: string): string {
  return brand === 'diners14' ? 'diners' : brand;
}

export type PrefixPattern = string | readonly [low: string, high: string];

export const BRAND_PREFIXES: Readonly<Record<Exclude<CardBrand, 'unknown'>, readonly PrefixPattern[]>> = {
  visa: ['4'],
  mastercard: [
    ['51', '55'],
    ['2221', '2720'],
  ],
  amex: ['34', '37'],
  discover: ['6011', ['644', '649'], '65'],
  diners: [['300', '305'], '309', '38', '39'],
  diners14: ['36'],
  jcb: ['35'],
  unionpay: ['62', '81'],
  elo: [
    '401178',
    '401179',
    '431274',
    '438935',
    '451416',
    '457393',
    '457631',
    '457632',
    '504175',
    ['506699', '506778'],
    ['509000', '509999'],
    '627780',
    '636297',
    '636368',
    ['650031', '650033'],
    ['650035', '650051'],
    ['650405', '650439'],
    ['650485', '650538'],
    ['650541', '650598'],
    ['650700', '650718'],
    ['650720', '650727'],
    ['650901', '650978'],
    ['651652', '651679'],
    ['655000', '655019'],
    ['655021', '655058'],
  ],
};
