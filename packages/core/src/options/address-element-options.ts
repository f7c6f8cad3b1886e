import { isKnownCountry, resolveCountryCode } from '../address/country-code.js';
import { NAME_DISPLAYS, type NameDisplay } from '../contact/name.js';
import { PHONE_REQUIREMENTS, type PhoneRequirement } from '../contact/phone.js';
import { integrationError } from '../errors/integration-error.js';
import { fail, ok, type Result } from '../result.js';
import { invalidType, isRecord, optionalBoolean, optionalEnum } from './option-checks.js';

export const ADDRESS_ELEMENT_MODES = ['shipping', 'billing'] as const;

export interface AddressElementOptions {
  mode: (typeof ADDRESS_ELEMENT_MODES)[number];
  /** Region codes accepted; null accepts every country. */
  allowedCountries: string[] | null;
  blockPoBox: boolean;
  nameDisplay: NameDisplay;
  phone: PhoneRequirement;
  phoneRequired: PhoneRequirement;
}

const ELEMENT = "elements.create('address')";

/** Checks `elements.create('address', options)`: mode, allowedCountries, blockPoBox, display.name, phone. */
export function validateAddressElementOptions(input: unknown): Result<AddressElementOptions> {
  if (!isRecord(input)) return fail(invalidType(ELEMENT, 'options', 'an object', input));
  const mode = optionalEnum(ELEMENT, 'mode', ADDRESS_ELEMENT_MODES, input.mode);
  if (!mode.ok) return mode;
  if (!mode.value) {
    return fail(
      integrationError(
        'missing_option',
        { element: ELEMENT, param: 'mode', expected: 'shipping or billing' },
        'mode',
      ),
    );
  }
  let allowedCountries: string[] | null = null;
  if (input.allowedCountries !== undefined && input.allowedCountries !== null) {
    const list = input.allowedCountries;
    if (!Array.isArray(list) || !list.every((code) => typeof code === 'string')) {
      return fail(invalidType(ELEMENT, 'allowedCountries', 'an array of country codes', list));
    }
    const unknown = list.find((code) => !isKnownCountry(code));
    if (unknown !== undefined)
      return fail(integrationError('unknown_country_code', { country: unknown }, 'allowedCountries'));
    allowedCountries = list.length === 0 ? null : [...new Set(list.map(resolveCountryCode))];
  }
  const blockPoBox = optionalBoolean(ELEMENT, 'blockPoBox', input.blockPoBox);
  if (!blockPoBox.ok) return blockPoBox;
  const display = isRecord(input.display) ? input.display : {};
  const nameDisplay = optionalEnum(ELEMENT, 'display.name', NAME_DISPLAYS, display.name);
  if (!nameDisplay.ok) return nameDisplay;
  const fields = isRecord(input.fields) ? input.fields : {};
  const phone = optionalEnum(ELEMENT, 'fields.phone', PHONE_REQUIREMENTS, fields.phone);
  if (!phone.ok) return phone;
  const validation =
    isRecord(input.validation) && isRecord(input.validation.phone) ? input.validation.phone : {};
  const phoneRequired = optionalEnum(
    ELEMENT,
    'validation.phone.required',
    PHONE_REQUIREMENTS,
    validation.required,
  );
  if (!phoneRequired.ok) return phoneRequired;
  return ok({
    mode: mode.value,
    allowedCountries,
    blockPoBox: blockPoBox.value ?? false,
    nameDisplay: nameDisplay.value ?? 'full',
    phone: phone.value ?? 'never',
    phoneRequired: phoneRequired.value ?? 'auto',
  });
}
