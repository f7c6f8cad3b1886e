/** The Link authentication form's state (docs/link.md#states, "Authentication form state"). */

export type AutofillChoice = 'NONE' | 'OPT-IN' | 'OPT-OUT';

/** The form's text fields; autofill is a choice, not a field the shopper types in. */
export type AuthFormField = 'email' | 'passcode';

export type VerificationType = 'SMS' | 'EMAIL' | 'WEBAUTHN';

export interface AuthFormState {
  values: { email: string; passcode: string; autofill: AutofillChoice };
  /** Whether each field's error is shown. */
  displayErrors: Record<AuthFormField, boolean>;
  focused: AuthFormField | null;
  authenticated: boolean;
  touched: boolean;
  recollectingPhone: boolean;
  inEmailVerification: boolean;
  showEmailResend: boolean;
  loggedOutOfAutofill: boolean;
}

export type AuthFormEvent =
  | { type: 'changed'; field: AuthFormField; value: string }
  | { type: 'autofillChosen'; autofill: AutofillChoice }
  | { type: 'focused'; field: AuthFormField }
  | { type: 'blurred'; field: AuthFormField }
  /** A submit attempt: show the errors of every field that has a value. */
  | { type: 'displayErrors' }
  | { type: 'authenticated' }
  | { type: 'loggedOut' }
  /** The shopper left a one-click autofill session. */
  | { type: 'loggedOutOfAutofill' }
  | { type: 'phoneRecollection'; recollecting: boolean }
  | { type: 'verificationStarted' }
  /** start_verification answered: a code went out by SMS or e-mail, or a passkey prompt is ready. */
  | { type: 'verificationStartSucceeded'; verificationType: VerificationType }
  /** The wait before offering to resend the code by e-mail is over. */
  | { type: 'emailResendOffered' }
  | { type: 'verificationCleared' };

export const INITIAL_AUTH_FORM: AuthFormState = {
  values: { email: '', passcode: '', autofill: 'NONE' },
  displayErrors: { email: false, passcode: false },
  focused: null,
  authenticated: false,
  touched: false,
  recollectingPhone: false,
  inEmailVerification: false,
  showEmailResend: false,
  loggedOutOfAutofill: false,
};

/** An error is shown only for a field with a value: an empty field is not yet a mistake. */
const hasValue = (state: AuthFormState, field: AuthFormField) => state.values[field] !== '';

/** The form's next state. Every event is allowed: the form has no invalid transitions. */
export function authFormReducer(state: AuthFormState, event: AuthFormEvent): AuthFormState {
  switch (event.type) {
    case 'changed':
      return {
        ...state,
        values: { ...state.values, [event.field]: event.value },
        displayErrors: { ...state.displayErrors, [event.field]: false },
        touched: true,
      };
    case 'autofillChosen':
      return { ...state, values: { ...state.values, autofill: event.autofill } };
    case 'focused':
      return { ...state, focused: event.field };
    case 'blurred':
      return {
        ...state,
        focused: state.focused === event.field ? null : state.focused,
        displayErrors: { ...state.displayErrors, [event.field]: hasValue(state, event.field) },
      };
    case 'displayErrors':
      return {
        ...state,
        displayErrors: { email: hasValue(state, 'email'), passcode: hasValue(state, 'passcode') },
      };
    case 'authenticated':
      return { ...state, authenticated: true };
    case 'loggedOut':
      return { ...state, values: { ...state.values, passcode: '' }, authenticated: false };
    case 'loggedOutOfAutofill':
      return { ...state, loggedOutOfAutofill: true };
    case 'phoneRecollection':
      return { ...state, recollectingPhone: event.recollecting };
    case 'verificationStarted':
      return { ...state, showEmailResend: false };
    case 'verificationStartSucceeded':
      return { ...state, inEmailVerification: event.verificationType === 'EMAIL' };
    case 'emailResendOffered':
      return { ...state, showEmailResend: true };
    case 'verificationCleared':
      return {
        ...state,
        values: { ...state.values, passcode: '' },
        displayErrors: { ...state.displayErrors, passcode: false },
        recollectingPhone: false,
        inEmailVerification: false,
        showEmailResend: false,
      };
  }
}
