import { describe, expect, it } from 'vitest';
import { type AuthFormEvent, type AuthFormState, authFormReducer, INITIAL_AUTH_FORM } from './auth-form.js';

type Overrides = Omit<Partial<AuthFormState>, 'values' | 'displayErrors'> & {
  values?: Partial<AuthFormState['values']>;
  displayErrors?: Partial<AuthFormState['displayErrors']>;
};

/** A form state: the initial one with some fields changed. */
const form = (overrides: Overrides = {}): AuthFormState => ({
  ...INITIAL_AUTH_FORM,
  ...overrides,
  values: { ...INITIAL_AUTH_FORM.values, ...overrides.values },
  displayErrors: { ...INITIAL_AUTH_FORM.displayErrors, ...overrides.displayErrors },
});

const typed = { values: { email: 'jenny@example.com', passcode: '12' } };
const verifying = {
  values: { email: 'jenny@example.com', passcode: '123' },
  displayErrors: { passcode: true },
  recollectingPhone: true,
  inEmailVerification: true,
  showEmailResend: true,
};

const TABLE: [string, AuthFormState, AuthFormEvent, AuthFormState][] = [
  [
    'a change sets the value, marks the form touched and clears that field error only',
    form({ displayErrors: { email: true, passcode: true } }),
    { type: 'changed', field: 'email', value: 'jen' },
    form({ values: { email: 'jen' }, displayErrors: { email: false, passcode: true }, touched: true }),
  ],
  [
    'a passcode change clears the passcode error only',
    form({ ...typed, displayErrors: { email: true, passcode: true } }),
    { type: 'changed', field: 'passcode', value: '123' },
    form({
      values: { email: 'jenny@example.com', passcode: '123' },
      displayErrors: { email: true, passcode: false },
      touched: true,
    }),
  ],
  [
    'autofill starts NONE and can be opted in',
    form(),
    { type: 'autofillChosen', autofill: 'OPT-IN' },
    form({ values: { autofill: 'OPT-IN' } }),
  ],
  [
    'autofill can be opted out',
    form({ values: { autofill: 'OPT-IN' } }),
    { type: 'autofillChosen', autofill: 'OPT-OUT' },
    form({ values: { autofill: 'OPT-OUT' } }),
  ],
  ['focus records the field', form(), { type: 'focused', field: 'email' }, form({ focused: 'email' })],
  [
    'blur of a field with a value shows its error',
    form({ ...typed, focused: 'email' }),
    { type: 'blurred', field: 'email' },
    form({ ...typed, displayErrors: { email: true } }),
  ],
  [
    'blur of an empty field shows no error',
    form({ focused: 'email' }),
    { type: 'blurred', field: 'email' },
    form(),
  ],
  [
    'blur of a field other than the focused one keeps the focus',
    form({ ...typed, focused: 'email' }),
    { type: 'blurred', field: 'passcode' },
    form({ ...typed, focused: 'email', displayErrors: { passcode: true } }),
  ],
  [
    'display-errors shows the errors of fields with a value',
    form({ values: { email: 'jen' } }),
    { type: 'displayErrors' },
    form({ values: { email: 'jen' }, displayErrors: { email: true, passcode: false } }),
  ],
  [
    'display-errors with every field filled shows every error',
    form(typed),
    { type: 'displayErrors' },
    form({ ...typed, displayErrors: { email: true, passcode: true } }),
  ],
  [
    'display-errors hides the error of a field emptied since',
    form({ displayErrors: { email: true } }),
    { type: 'displayErrors' },
    form(),
  ],
  [
    'authentication sets the flag',
    form(typed),
    { type: 'authenticated' },
    form({ ...typed, authenticated: true }),
  ],
  [
    'logout clears the passcode and the authenticated flag, keeps the e-mail',
    form({ ...typed, authenticated: true, touched: true }),
    { type: 'loggedOut' },
    form({ values: { email: 'jenny@example.com', passcode: '' }, touched: true }),
  ],
  [
    'leaving a one-click autofill session is remembered',
    form({ values: { autofill: 'OPT-IN' } }),
    { type: 'loggedOutOfAutofill' },
    form({ values: { autofill: 'OPT-IN' }, loggedOutOfAutofill: true }),
  ],
  [
    'phone recollection starts',
    form(),
    { type: 'phoneRecollection', recollecting: true },
    form({ recollectingPhone: true }),
  ],
  [
    'phone recollection ends',
    form({ recollectingPhone: true }),
    { type: 'phoneRecollection', recollecting: false },
    form(),
  ],
  [
    'verification start hides the e-mail resend',
    form({ showEmailResend: true }),
    { type: 'verificationStarted' },
    form(),
  ],
  [
    'success with EMAIL type marks e-mail verification',
    form(),
    { type: 'verificationStartSucceeded', verificationType: 'EMAIL' },
    form({ inEmailVerification: true }),
  ],
  [
    'success with SMS type is not e-mail verification',
    form({ inEmailVerification: true }),
    { type: 'verificationStartSucceeded', verificationType: 'SMS' },
    form(),
  ],
  [
    'success with WEBAUTHN type is not e-mail verification',
    form(),
    { type: 'verificationStartSucceeded', verificationType: 'WEBAUTHN' },
    form(),
  ],
  ['the e-mail resend is offered', form(), { type: 'emailResendOffered' }, form({ showEmailResend: true })],
  [
    'clear-verification resets the passcode and the verification flags',
    form(verifying),
    { type: 'verificationCleared' },
    form({ values: { email: 'jenny@example.com' } }),
  ],
];

describe('Link authentication form state', () => {
  it.each(TABLE)('%s', (_rule, state, event, expected) => {
    expect(authFormReducer(state, event)).toEqual(expected);
  });

  it('never changes the state it is given', () => {
    const state = form(verifying);
    const copy = structuredClone(state);
    for (const [, , event] of TABLE) authFormReducer(state, event);
    expect(state).toEqual(copy);
  });

  it('the table exercises every event', () => {
    const events = new Set(TABLE.map(([, , event]) => event.type));
    expect([...events].sort()).toEqual(
      [
        'changed',
        'autofillChosen',
        'focused',
        'blurred',
        'displayErrors',
        'authenticated',
        'loggedOut',
        'loggedOutOfAutofill',
        'phoneRecollection',
        'verificationStarted',
        'verificationStartSucceeded',
        'emailResendOffered',
        'verificationCleared',
      ].sort(),
    );
  });
});
