import { describe, expect, it } from 'vitest';
import { initialCountry, readAddressOptions } from '../address/address-options.js';
import type { BillingDefaults } from '../billing/billing-defaults.js';
import { billingInitialValues } from '../billing/billing-fields.js';
import { testContext } from '../methods/test-context.fixture.js';
import { browserRegion, defaultCountry } from './default-country.js';

describe('the country an address form starts with', () => {
  it.each<[string, { given?: string; languages: string[]; merchantCountry: string }, string]>([
    [
      'ar alone: the merchant country, never the first of the list',
      { languages: ['ar'], merchantCountry: 'FR' },
      'FR',
    ],
    ['ko alone: the merchant country', { languages: ['ko'], merchantCountry: 'DE' }, 'DE'],
    [
      'ar, then a language with a region: that region',
      { languages: ['ar', 'ar-EG'], merchantCountry: 'FR' },
      'EG',
    ],
    ['ko-KR: the browser region', { languages: ['ko-KR'], merchantCountry: 'US' }, 'KR'],
    ['en alone: the merchant country', { languages: ['en'], merchantCountry: 'GB' }, 'GB'],
    ['en-US: the browser region', { languages: ['en-US', 'en'], merchantCountry: 'GB' }, 'US'],
    ['fr-CA: the browser region', { languages: ['fr-CA', 'fr'], merchantCountry: 'FR' }, 'CA'],
    [
      'es-419 names no country: the next language',
      { languages: ['es-419', 'es-MX'], merchantCountry: 'ES' },
      'MX',
    ],
    ['a malformed tag is skipped', { languages: ['not a tag', 'de-AT'], merchantCountry: 'DE' }, 'AT'],
    ['the merchant default value first', { given: 'jp', languages: ['fr-CA'], merchantCountry: 'FR' }, 'JP'],
    [
      'an unknown default value is passed over',
      { given: 'ZZ', languages: ['ar'], merchantCountry: 'FR' },
      'FR',
    ],
    [
      'no region and no merchant country: the default country',
      { languages: ['ar'], merchantCountry: '' },
      'US',
    ],
  ])('%s', (_label, sources, expected) => {
    expect(defaultCountry(sources)).toBe(expected);
  });

  it('keeps to the allowed countries, and says so when none fits', () => {
    const allows = (country: string) => ['BE', 'NL'].includes(country);
    expect(defaultCountry({ languages: ['nl-NL'], merchantCountry: 'FR', allows })).toBe('NL');
    expect(defaultCountry({ languages: ['fr-FR'], merchantCountry: 'FR', allows })).toBeNull();
  });

  it('reads the region of the first language that has one', () => {
    expect(browserRegion(['ar', 'ko', 'fr-CA'])).toBe('CA');
    expect(browserRegion(['ar', 'ko'])).toBeNull();
    expect(browserRegion([])).toBeNull();
  });

  it.each<[string[], BillingDefaults, string]>([
    [['ar'], {}, 'FR'],
    [['ko'], {}, 'FR'],
    [['en'], {}, 'FR'],
    [['fr-CA'], {}, 'CA'],
    [['ar'], { address: { country: 'MA' } }, 'MA'],
  ])(
    'billing details with the languages %j and the default values %j start in %s',
    (languages, defaults, expected) => {
      const context = testContext(undefined, { merchantCountry: 'FR' }, defaults);
      expect(billingInitialValues(context, languages).country).toBe(expected);
    },
  );

  it.each<[string[], Record<string, unknown>, string]>([
    [['ar'], { mode: 'billing' }, 'FR'],
    [['fr-CA'], { mode: 'billing' }, 'CA'],
    [['fr-CA'], { mode: 'billing', allowedCountries: ['FR', 'BE'] }, 'FR'],
    [['ko'], { mode: 'shipping', allowedCountries: ['JP'] }, 'JP'],
    [['ar'], { mode: 'shipping', defaultValues: { address: { country: 'AE' } } }, 'AE'],
  ])(
    'the Address Element with the languages %j and the options %j starts in %s',
    (languages, options, expected) => {
      const config = readAddressOptions(options);
      expect(initialCountry(config, 'FR', languages)).toBe(expected);
    },
  );
});
