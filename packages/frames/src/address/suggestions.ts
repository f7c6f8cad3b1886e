import { isAutocompleteEligible } from '@payframe/core/constants';
import type { AddressSuggestion } from '@payframe/js/protocol';
import type { Values } from '../methods/types.js';
import type { AutocompleteMode } from './address-options.js';

/** Suggestions are asked for once line 1 is long enough (docs/link.md#constants). */
export function shouldSuggest(query: string, mode: AutocompleteMode): boolean {
  return mode !== 'disabled' && isAutocompleteEligible(query);
}

/** The highlighted suggestion after an arrow key: wraps around; -1 is none (the input itself). */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** A picked suggestion's parts in the form's fields (the country stays: the list is the country's). */
export function applySuggestion(values: Values, suggestion: AddressSuggestion): Values {
  const { address } = suggestion;
  return {
    ...values,
    addressLine1: address.line1,
    addressLine2: address.line2 ?? values.addressLine2 ?? '',
    locality: address.city ?? '',
    administrativeArea: address.state ?? '',
    postalCode: address.postal_code ?? '',
  };
}
