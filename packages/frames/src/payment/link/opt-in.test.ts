import { validatePhone } from '@payframe/core/phone';
import { describe, expect, it } from 'vitest';
import { initialOptIn, nameRequired, type OptInValues, optInErrors, signUpChoice } from './opt-in.js';

const RULES = { validatePhone, nameRequired: false };
const TICKED: OptInValues = {
  checked: true,
  email: ' Jenny@Shop.example ',
  phone: '(201) 555-0123',
  phoneCountry: 'US',
  name: '',
};

describe('the save-with-Link opt-in (docs/link.md#validation, sign-up)', () => {
  it('an unticked box has nothing to check and signs nobody up', () => {
    const values = { ...initialOptIn('US'), email: 'bad' };
    expect(optInErrors(values, RULES)).toEqual({});
    expect(signUpChoice(values, RULES)).toBeNull();
  });

  it.each([
    [{ email: '' }, 'email', 'incomplete_email'],
    [{ email: 'jenny@' }, 'email', 'email_invalid'],
    [{ phone: '' }, 'phone', 'incomplete_phone_number'],
    [{ phone: '201 555' }, 'phone', 'incomplete_phone_number'],
    [{ phone: '(000) 000-0000' }, 'phone', 'invalid_phone_number'],
  ] as const)('%o gives %s: %s', (patch, field, code) => {
    const errors = optInErrors({ ...TICKED, ...patch }, RULES);
    expect(errors[field]?.code).toBe(code);
  });

  it('asks for the name only when required (outside the US), with incomplete_name', () => {
    expect(nameRequired('US')).toBe(false);
    expect(nameRequired('fr')).toBe(true);
    const rules = { ...RULES, nameRequired: true };
    expect(optInErrors(TICKED, rules)).toEqual({
      name: { code: 'incomplete_name', message: 'Your name is incomplete.' },
    });
    expect(optInErrors({ ...TICKED, name: 'Jenny Rosen' }, rules)).toEqual({});
  });

  it('a valid opt-in is a sign-up: e-mail trimmed and lower-cased, phone in E.164, its country', () => {
    expect(signUpChoice(TICKED, RULES)).toEqual({
      kind: 'signUp',
      email: 'jenny@shop.example',
      phone: '+12015550123',
      country: 'US',
    });
    const french = { ...TICKED, phone: '06 12 34 56 78', phoneCountry: 'FR', name: ' Jenny Rosen ' };
    expect(signUpChoice(french, { ...RULES, nameRequired: true })).toEqual({
      kind: 'signUp',
      email: 'jenny@shop.example',
      phone: '+33612345678',
      country: 'FR',
      legalName: 'Jenny Rosen',
    });
  });

  it('an invalid opt-in signs nobody up', () => {
    expect(signUpChoice({ ...TICKED, phone: '' }, RULES)).toBeNull();
  });
});
