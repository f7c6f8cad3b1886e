import { DEFAULT_COUNTRY } from '@payframe/core/constants';
import { isKnownCountry } from '@payframe/core/form';

/**
 * The region of the first browser language that names a country (`fr-CA` gives CA). A language
 * without one (`ar`, `ko`) says nothing of where the shopper is, so the next one is asked.
 */
export function browserRegion(languages: readonly string[]): string | null {
  for (const tag of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).region;
    } catch {
      continue;
    }
    // `es-419` names a group of countries, not one.
    if (region && isKnownCountry(region)) return region;
  }
  return null;
}

/** The shopper's browser languages, most preferred first (none outside a browser). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

export interface CountrySources {
  /** The merchant's `defaultValues` country for this address. */
  given?: string | undefined;
  /** The browser's languages (`navigator.languages`). */
  languages: readonly string[];
  /** The merchant's country, from the elements session. */
  merchantCountry: string;
  /** Whether the form may show a country (the Address Element's allowedCountries); all when absent. */
  allows?: (country: string) => boolean;
}

/**
 * The country an address form starts with, for every form of the frames (billing details, the
 * Address Element): the merchant's default value, else the shopper's region as the browser
 * tells it, else the merchant's country. Never the first of the list: a shopper whose language
 * has no region (`ar`) would otherwise start in Afghanistan.
 */
export function defaultCountry(sources: CountrySources): string | null {
  const allows = sources.allows ?? (() => true);
  const candidates = [
    sources.given,
    browserRegion(sources.languages),
    sources.merchantCountry,
    DEFAULT_COUNTRY,
  ];
  for (const candidate of candidates) {
    const code = candidate?.toUpperCase();
    if (code && isKnownCountry(code) && allows(code)) return code;
  }
  return null;
}
