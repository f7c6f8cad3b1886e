import { optionError } from '../errors/integration-error.js';
import { fail, ok, type Result } from '../result.js';
import type { CardBrand } from './brands.js';
import { apiCardBrand } from './brands.js';

/** The brands a filter can name; `discover_global_network` stands for its member brands. */
export const FILTERABLE_CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'elo',
  'discover_global_network',
] as const;

export type FilterableCardBrand = (typeof FILTERABLE_CARD_BRANDS)[number];

/** The brands Discover Global Network covers. */
export const DISCOVER_GLOBAL_NETWORK_BRANDS = ['discover', 'diners', 'jcb', 'unionpay', 'elo'] as const;

const CONCRETE_BRANDS = ['visa', 'mastercard', 'amex', ...DISCOVER_GLOBAL_NETWORK_BRANDS] as const;

type ConcreteBrand = (typeof CONCRETE_BRANDS)[number];

/** A checked filter: at most one of the two lists, expanded to concrete brands. */
export type CardBrandFilter =
  | { kind: 'all' }
  | { kind: 'allowed'; brands: readonly ConcreteBrand[] }
  | { kind: 'disallowed'; brands: readonly ConcreteBrand[] };

export interface CardBrandFilterOptions {
  allowedCardBrands?: readonly string[] | undefined;
  disallowedCardBrands?: readonly string[] | undefined;
}

function expand(brands: readonly FilterableCardBrand[]): ConcreteBrand[] {
  const out = new Set<ConcreteBrand>();
  for (const brand of brands) {
    if (brand === 'discover_global_network')
      for (const member of DISCOVER_GLOBAL_NETWORK_BRANDS) out.add(member);
    else out.add(brand);
  }
  return [...out];
}

function checkList(param: string, list: readonly string[]): Result<FilterableCardBrand[]> {
  const known: readonly string[] = FILTERABLE_CARD_BRANDS;
  for (const value of list) {
    if (!known.includes(value)) {
      return fail(
        optionError(
          'invalid_card_brand_value',
          { param, value, expected: FILTERABLE_CARD_BRANDS.join(', ') },
          param,
        ),
      );
    }
  }
  const overlap = DISCOVER_GLOBAL_NETWORK_BRANDS.filter((brand) => list.includes(brand));
  if (list.includes('discover_global_network') && overlap.length > 0) {
    return fail(optionError('discover_global_network_overlap', { param, brands: overlap.join(', ') }, param));
  }
  return ok(list as FilterableCardBrand[]);
}

/**
 * Checks allowedCardBrands / disallowedCardBrands (docs/elements.md#validation): not both, each a subset
 * of the supported brands, discover_global_network not beside its own members, and not
 * every brand blocked.
 */
export function validateCardBrandFilter(options: CardBrandFilterOptions): Result<CardBrandFilter> {
  const { allowedCardBrands: allowed, disallowedCardBrands: disallowed } = options;
  if (allowed !== undefined && disallowed !== undefined) {
    return fail(optionError('card_brands_both_set', {}, 'allowedCardBrands'));
  }
  if (allowed !== undefined) {
    const checked = checkList('allowedCardBrands', allowed);
    if (!checked.ok) return checked;
    if (checked.value.length === 0)
      return fail(optionError('all_card_brands_blocked', {}, 'allowedCardBrands'));
    return ok({ kind: 'allowed', brands: expand(checked.value) });
  }
  if (disallowed !== undefined) {
    const checked = checkList('disallowedCardBrands', disallowed);
    if (!checked.ok) return checked;
    const brands = expand(checked.value);
    if (CONCRETE_BRANDS.every((brand) => brands.includes(brand))) {
      return fail(optionError('all_card_brands_blocked', {}, 'disallowedCardBrands'));
    }
    return ok({ kind: 'disallowed', brands });
  }
  return ok({ kind: 'all' });
}

/**
 * Whether a detected brand passes a filter. diners14 counts as diners. An unknown brand is
 * refused by an allow list and accepted by a block list.
 */
export function isCardBrandAllowed(brand: CardBrand, filter: CardBrandFilter): boolean {
  if (filter.kind === 'all') return true;
  const concrete = apiCardBrand(brand);
  const listed = (filter.brands as readonly string[]).includes(concrete);
  if (filter.kind === 'allowed') return listed;
  return !listed;
}
