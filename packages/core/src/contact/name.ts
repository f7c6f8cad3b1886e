import { looksLikeCardNumber } from '../cards/card-number-lookalike.js';
import { fieldError } from '../errors/field-error.js';
import { fail, ok, type Result } from '../result.js';

/** How the address form asks for a name (docs/link.md#validation). */
export const NAME_DISPLAYS = ['full', 'split', 'organization'] as const;

export type NameDisplay = (typeof NAME_DISPLAYS)[number];

export interface NameValue {
  name?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  organizationName?: string | undefined;
}

const trim = (value: string | undefined) => value?.trim() ?? '';

/**
 * Checks a name in its display mode. full: incomplete_name; split: incomplete_first_name /
 * incomplete_last_name, except when a full name exists and both parts are empty (the full
 * name stands); organization: incomplete_organization_name. A card number typed into any
 * name part gives card_number_in_name_field. Answers the parts trimmed.
 */
export function validateName(value: NameValue, display: NameDisplay = 'full'): Result<NameValue> {
  const name = trim(value.name);
  const firstName = trim(value.firstName);
  const lastName = trim(value.lastName);
  const organizationName = trim(value.organizationName);
  for (const [param, part] of [
    ['name', name],
    ['firstName', firstName],
    ['lastName', lastName],
    ['organizationName', organizationName],
  ] as const) {
    if (part !== '' && looksLikeCardNumber(part)) return fail(fieldError('card_number_in_name_field', param));
  }
  switch (display) {
    case 'full':
      return name === '' ? fail(fieldError('incomplete_name', 'name')) : ok({ name });
    case 'organization':
      return organizationName === ''
        ? fail(fieldError('incomplete_organization_name', 'organizationName'))
        : ok({ organizationName });
    case 'split':
      if (name !== '' && firstName === '' && lastName === '') return ok({ name });
      if (firstName === '') return fail(fieldError('incomplete_first_name', 'firstName'));
      if (lastName === '') return fail(fieldError('incomplete_last_name', 'lastName'));
      return ok({ firstName, lastName, name: `${firstName} ${lastName}` });
  }
}
