import { describe, expect, it } from 'vitest';
import { findAddressFormat, getAddressFormat, parseFormatLayout } from './address-format.js';

describe('getAddressFormat', () => {
  it('lays out a US address with ZIP and state', () => {
    const us = getAddressFormat('us');
    expect(us.layout).toEqual([
      ['name'],
      ['organization'],
      ['addressLine1', 'addressLine2'],
      ['locality', 'administrativeArea', 'postalCode'],
    ]);
    expect(us.required).toEqual(['addressLine1', 'locality', 'administrativeArea', 'postalCode']);
    expect(us.labels).toEqual({
      postalCode: 'zip',
      administrativeArea: 'state',
      locality: 'city',
      dependentLocality: 'suburb',
    });
    expect(us.usesZip).toBe(true);
    expect(us.regions).toContainEqual({ code: 'CA', name: 'California' });
    expect(us.streetNameFirst).toBe(false);
  });

  it.each([
    ['GB', 'postal', 'province', 'post_town', false],
    ['JP', 'postal', 'prefecture', 'city', false],
    ['IE', 'eircode', 'county', 'city', false],
    ['IN', 'pin', 'state', 'city', false],
    ['CA', 'postal', 'province', 'city', false],
    ['BR', 'postal', 'state', 'city', true],
    ['DE', 'postal', 'province', 'city', false],
    ['NL', 'postal', 'province', 'city', true],
  ])(
    '%s: postal label %s, region label %s, locality label %s, street first %s',
    (code, zip, state, city, streetFirst) => {
      const format = getAddressFormat(code);
      expect(format.labels.postalCode).toBe(zip);
      expect(format.labels.administrativeArea).toBe(state);
      expect(format.labels.locality).toBe(city);
      expect(format.streetNameFirst).toBe(streetFirst);
    },
  );

  it.each(['BE', 'BR', 'CH', 'ES', 'ID', 'IT', 'MX', 'NL', 'NO', 'PL', 'RU', 'SE'])(
    '%s writes the street name before the number',
    (code) => {
      expect(getAddressFormat(code).streetNameFirst).toBe(true);
    },
  );

  it('puts the Japanese postal code first, and the Latin order last', () => {
    expect(getAddressFormat('JP').fields[0]).toBe('postalCode');
    expect(getAddressFormat('JP', { latin: true }).fields.at(-1)).toBe('postalCode');
    expect(getAddressFormat('JP').regions[0]).toEqual({ code: '01', name: '北海道', latinName: 'Hokkaido' });
  });

  it.each(['AC', 'TA', 'ac', ' ta '])('maps %j to SH', (code) => {
    const format = getAddressFormat(code);
    expect(format.country).toBe('SH');
    expect(format.postalCodeExamples).toEqual(expect.arrayContaining(['STHL 1ZZ', 'ASCN 1ZZ', 'TDCU 1ZZ']));
  });

  it('throws on an unknown country code', () => {
    expect(() => getAddressFormat('ZZ')).toThrow('Unknown country code: ZZ.');
    expect(findAddressFormat('ZZ')).toBeUndefined();
  });

  it('defaults a country the metadata says little about', () => {
    const aq = getAddressFormat('AQ');
    expect(aq.fields).toEqual(['name', 'organization', 'addressLine1', 'addressLine2', 'locality']);
    expect(aq.required).toEqual(['addressLine1', 'locality']);
    expect(aq.postalCodePattern).toBeUndefined();
  });
});

describe('parseFormatLayout', () => {
  it.each([
    [
      '%N%n%O%n%A%n%C, %S %Z',
      [
        ['name'],
        ['organization'],
        ['addressLine1', 'addressLine2'],
        ['locality', 'administrativeArea', 'postalCode'],
      ],
    ],
    ['〒%Z%n%S%n%A', [['postalCode'], ['administrativeArea'], ['addressLine1', 'addressLine2']]],
    ['%A%n%D%n%C %X', [['addressLine1', 'addressLine2'], ['dependentLocality'], ['locality', 'sortingCode']]],
  ])('%s', (fmt, layout) => {
    expect(parseFormatLayout(fmt)).toEqual(layout);
  });
});
