import { describe, expect, it } from 'vitest';
import { initialCountry, readAddressOptions } from './address-options.js';
import { contactSummary, initialView, removeContact } from './contacts.js';
import { applySuggestion, moveActive, shouldSuggest } from './suggestions.js';

const contact = (name: string, country = 'US') => ({
  name,
  phone: '',
  address: { line1: `${name} St`, line2: '', city: 'Austin', state: 'TX', postal_code: '78701', country },
});

describe('Address Element options', () => {
  it('reads phone, autocomplete and contacts, dropping contacts of countries not allowed', () => {
    const config = readAddressOptions({
      mode: 'billing',
      allowedCountries: ['US', 'CA'],
      fields: { phone: 'always' },
      autocomplete: { mode: 'disabled' },
      contacts: [contact('Jenny'), contact('Ada', 'GB'), { name: 'Broken' }],
    });
    expect(config).toMatchObject({
      mode: 'billing',
      allowedCountries: ['US', 'CA'],
      showPhone: true,
      autocomplete: 'disabled',
    });
    expect(config.contacts.map((c) => c.name)).toEqual(['Jenny']);
  });

  it('starts in an allowed country: the default, the merchant’s (no browser region), else the first allowed', () => {
    expect(
      initialCountry(
        readAddressOptions({ mode: 'shipping', defaultValues: { address: { country: 'JP' } } }),
        'US',
      ),
    ).toBe('JP');
    expect(initialCountry(readAddressOptions({ mode: 'shipping' }), 'FR', [])).toBe('FR');
    expect(initialCountry(readAddressOptions({ mode: 'shipping', allowedCountries: ['BR'] }), 'US')).toBe(
      'BR',
    );
  });
});

describe('suggestions', () => {
  it.each([
    ['51', 'automatic', false],
    ['510', 'automatic', true],
    [' 51 ', 'automatic', false],
    ['510', 'disabled', false],
  ] as const)('%j with %s asks: %s', (query, mode, expected) => {
    expect(shouldSuggest(query, mode)).toBe(expected);
  });

  it.each([
    [-1, 3, 'ArrowDown', 0],
    [2, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowUp', 2],
    [-1, 3, 'ArrowUp', 2],
    [0, 0, 'ArrowDown', -1],
  ] as const)('from %i of %i, %s goes to %i', (active, count, key, expected) => {
    expect(moveActive(active, count, key)).toBe(expected);
  });

  it('fills the address fields from a picked suggestion', () => {
    const values = applySuggestion(
      { name: 'Jenny', country: 'US', addressLine1: '1600 Pe', addressLine2: 'Apt 4' },
      {
        id: 'a',
        description: '',
        address: {
          line1: '1600 Pennsylvania Avenue NW',
          city: 'Washington',
          state: 'DC',
          postal_code: '20500',
          country: 'US',
        },
      },
    );
    expect(values).toEqual({
      name: 'Jenny',
      country: 'US',
      addressLine1: '1600 Pennsylvania Avenue NW',
      addressLine2: 'Apt 4',
      locality: 'Washington',
      administrativeArea: 'DC',
      postalCode: '20500',
    });
  });
});

describe('saved contacts', () => {
  const list = [contact('A'), contact('B'), contact('C')];
  it('selects the first contact, or opens the form without any', () => {
    expect(initialView(list)).toEqual({ kind: 'saved', selected: 0 });
    expect(initialView([])).toEqual({ kind: 'details', editing: null });
  });

  it.each([
    [1, 1, 0, 'removing the selected one selects the first remaining'],
    [0, 2, 1, 'removing one above keeps the selection on the same contact'],
    [2, 0, 0, 'removing one below changes nothing'],
  ])('remove %i while %i is selected: %i (%s)', (index, selected, expected) => {
    expect(removeContact(list, index, selected).view).toEqual({ kind: 'saved', selected: expected });
  });

  it('opens the form when the last contact goes, and summarises a contact', () => {
    expect(removeContact([list[0]!], 0, 0)).toEqual({
      contacts: [],
      view: { kind: 'details', editing: null },
    });
    expect(contactSummary(list[0]!)).toBe('A St, Austin, TX 78701, US');
    expect(contactSummary(list[0]!, 'United States')).toBe('A St, Austin, TX 78701, United States');
  });
});
