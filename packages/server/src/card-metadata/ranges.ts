import {
  apiCardBrand,
  type BinRange,
  BRAND_SETTINGS,
  detectCardBrand,
  validateBinPrefix,
} from '@payframe/core';
import { invalidRequest } from '../kernel/errors.js';
import { lookupTestCard, TEST_CARD_NUMBERS } from '../simulator/cards/index.js';

/** A BIN range as the card metadata call answers it (country and funding always present). */
export interface CardMetadataRange extends BinRange {
  country: string;
  funding: string;
}

/** The range of every number of `length` digits that starts with `head`. */
function rangeOf(head: string, length: number): Pick<BinRange, 'account_range_low' | 'account_range_high'> {
  return {
    account_range_low: head.padEnd(length, '0'),
    account_range_high: head.padEnd(length, '9'),
  };
}

/**
 * The simulator's test cards under a prefix, one range per card and network (co-badged cards
 * answer one range per brand), narrowed to the card's first 8 digits: test cards that share a
 * BIN (4000 00...) differ in country and funding, which the frames show before the number is complete.
 */
function testCardRanges(prefix: string): CardMetadataRange[] {
  const ranges: CardMetadataRange[] = [];
  for (const number of TEST_CARD_NUMBERS) {
    if (!number.startsWith(prefix)) continue;
    const card = lookupTestCard(number);
    for (const network of card.networks) {
      ranges.push({
        ...rangeOf(number.slice(0, 8), number.length),
        pan_length: number.length,
        brand: network,
        country: card.country,
        funding: card.funding,
      });
    }
  }
  return ranges;
}

/** The brand's whole range under the prefix, by the prefix table of @payframe/core. */
function brandRange(prefix: string): CardMetadataRange[] {
  const brand = detectCardBrand(prefix);
  if (brand === 'unknown') return [];
  const length = BRAND_SETTINGS[brand].maxLength;
  return [
    {
      ...rangeOf(prefix, length),
      pan_length: length,
      brand: apiCardBrand(brand),
      country: 'US',
      funding: 'credit',
    },
  ];
}

/** Every range a 6-digit BIN prefix falls in: the specific test cards first, then the brand. */
export function cardMetadataRanges(binPrefix: string): CardMetadataRange[] {
  const checked = validateBinPrefix(binPrefix);
  if (!checked.ok) throw invalidRequest(checked.error.message, 'bin_prefix');
  const seen = new Set<string>();
  return [...testCardRanges(checked.value), ...brandRange(checked.value)].filter((range) => {
    const key = `${range.account_range_low}-${range.account_range_high}-${range.brand}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
