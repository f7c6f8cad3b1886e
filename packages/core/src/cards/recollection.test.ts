import { describe, expect, it } from 'vitest';
import { isCvcRecollectionRequired, postalCodeRecollection } from './recollection.js';

describe('isCvcRecollectionRequired', () => {
  it.each([
    [{ cvcCheck: 'FAIL' }, true],
    [{ cvcCheck: 'UNAVAILABLE' }, true],
    [{ cvcCheck: 'UNCHECKED' }, true],
    [{ cvcCheck: 'STATE_INVALID' }, true],
    [{ cvcCheck: 'fail' }, true],
    [{ cvcCheck: 'PASS' }, false],
    [{ cvcCheck: 'PASS', reverificationRequested: true }, true],
    [{}, false],
  ])('%o -> %s', (input, required) => {
    expect(isCvcRecollectionRequired(input)).toBe(required);
  });
});

describe('postalCodeRecollection', () => {
  it.each([
    [
      { postalCodeCheck: 'FAIL', postalCode: '94103', country: 'US' },
      'postal_code_recollection_required_check_failed',
    ],
    [{ postalCode: '', country: 'US' }, 'postal_code_recollection_required_missing_required_postal_code'],
    [{ postalCode: null, country: 'gb' }, 'postal_code_recollection_required_missing_required_postal_code'],
    [{ postalCode: '', country: 'DE' }, undefined],
    [{ postalCodeCheck: 'PASS', postalCode: '94103', country: 'US' }, undefined],
  ])('%o -> %s', (input, code) => {
    expect(postalCodeRecollection(input)).toBe(code);
  });
});
