import { isCardNetwork, matchBinRanges } from '@payframe/core';
import type { CardRange } from '@payframe/js/protocol';
import type { CardComponent } from './card-fields.js';

/**
 * The card elements' options as the frame uses them, read again inside the frame (it trusts
 * nothing it did not check itself): unknown keys and wrong types fall back to the defaults.
 */
export interface CardOptions {
  style: unknown;
  hidePostalCode: boolean;
  iconStyle: 'default' | 'solid';
  /** Whether the brand icon shows (combined: unless hideIcon; card number: only with showIcon). */
  showIcon: boolean;
  disabled: boolean;
  placeholder: string | null;
  postalCode: string;
  /** Networks in the merchant's order of preference, for co-badged cards. */
  preferredNetwork: string[];
}

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

export function readCardOptions(component: CardComponent, raw: Record<string, unknown>): CardOptions {
  const value =
    typeof raw.value === 'object' && raw.value !== null ? (raw.value as Record<string, unknown>) : {};
  const preferred = Array.isArray(raw.preferredNetwork) ? raw.preferredNetwork : [];
  const postal = component === 'postalCode' && typeof raw.value === 'string' ? raw.value : value.postalCode;
  return {
    style: raw.style ?? null,
    hidePostalCode: flag(raw.hidePostalCode, false),
    iconStyle: raw.iconStyle === 'solid' ? 'solid' : 'default',
    showIcon: component === 'card' ? !flag(raw.hideIcon, false) : flag(raw.showIcon, false),
    disabled: flag(raw.disabled, false),
    placeholder: typeof raw.placeholder === 'string' ? raw.placeholder : null,
    postalCode: typeof postal === 'string' ? postal.slice(0, 10) : '',
    preferredNetwork: preferred.filter((n): n is string => typeof n === 'string' && isCardNetwork(n)),
  };
}

/** The networks a (partial) number may run on, from its BIN's ranges: more than one for a co-badged card. */
export function networksOf(number: string, ranges: readonly CardRange[]): string[] {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 8) return [];
  return [...new Set(matchBinRanges(digits, ranges).map((range) => range.brand))];
}

/** The network chosen for a co-badged card: the shopper's pick, else the merchant's first preference offered. */
export function chosenNetwork(networks: string[], picked: string | null, preferred: string[]): string | null {
  if (networks.length < 2) return null;
  if (picked && networks.includes(picked)) return picked;
  return preferred.find((network) => networks.includes(network)) ?? null;
}
