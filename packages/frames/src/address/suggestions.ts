import type { AddressSuggestion } from '@payframe/js/protocol';
import type { Values } from '../methods/types.js';
import type { AutocompleteMode } from './address-options.js';

/** docs/link.md#constants: suggestions are asked for after more than 2 characters of line 1. */
export const AUTOCOMPLETE_THRESHOLD = 2;

export function shouldSuggest(query: string, mode: AutocompleteMode): boolean {
  return mode !== 'disabled' && query.trim().length > AUTOCOMPLETE_THRESHOLD;
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
