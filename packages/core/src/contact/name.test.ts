import { describe, expect, it } from 'vitest';
import { FIELD_ERRORS } from '../errors/field-errors.js';
import { validateName } from './name.js';

describe('validateName', () => {
  it.each([
    [{ name: ' Jenny Rosen ' }, 'full', { name: 'Jenny Rosen' }],
    [
      { firstName: 'Jenny', lastName: 'Rosen' },
      'split',
      { firstName: 'Jenny', lastName: 'Rosen', name: 'Jenny Rosen' },
    ],
    [{ name: 'Jenny Rosen', firstName: '', lastName: '' }, 'split', { name: 'Jenny Rosen' }],
    [{ organizationName: 'Rocket Rides' }, 'organization', { organizationName: 'Rocket Rides' }],
  ] as const)('accepts %o in %s mode', (value, display, expected) => {
    expect(validateName(value, display)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [{ name: '' }, 'full', 'incomplete_name', 'name'],
    [{ name: '   ' }, 'full', 'incomplete_name', 'name'],
    [{ firstName: '', lastName: 'Rosen' }, 'split', 'incomplete_first_name', 'firstName'],
    [{ firstName: 'Jenny', lastName: '' }, 'split', 'incomplete_last_name', 'lastName'],
    [{}, 'split', 'incomplete_first_name', 'firstName'],
    [{ name: 'Jenny Rosen', firstName: 'Jenny', lastName: '' }, 'split', 'incomplete_last_name', 'lastName'],
    [{ organizationName: '' }, 'organization', 'incomplete_organization_name', 'organizationName'],
    [{ name: '4242 4242 4242 4242' }, 'full', 'card_number_in_name_field', 'name'],
    [{ firstName: '4242424242424242', lastName: 'Rosen' }, 'split', 'card_number_in_name_field', 'firstName'],
  ] as const)('refuses %o in %s mode with %s', (value, display, code, param) => {
    expect(validateName(value, display)).toEqual({
      ok: false,
      error: { type: 'validation_error', code, message: FIELD_ERRORS[code], param },
    });
  });
});
