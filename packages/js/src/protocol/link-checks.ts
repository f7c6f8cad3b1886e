import {
  arrayOf,
  bool,
  either,
  isObject,
  keyed,
  nullable,
  num,
  obj,
  oneOf,
  opt,
  optStr,
  recordOf,
  str,
  variants,
} from './checks.js';
import { LINK_AUTH_STATES, LINK_REQUEST_NAMES } from './link.js';

const nullStr = nullable(str);
const verificationType = oneOf('SMS', 'EMAIL', 'WEBAUTHN', 'SIGNUP');
const passkeyFailure = obj({
  reason: oneOf('iframe_not_focused', 'user_cancelled', 'request_pending', 'unknown'),
});
const credential = obj({ credential: str });

const consumer = obj({
  email: str,
  redactedPhone: nullStr,
  phoneCountry: nullStr,
  phone: nullStr,
  hasPasskey: bool,
  bankEnabled: bool,
  verificationSessions: arrayOf(obj({ type: verificationType, state: oneOf('STARTED', 'VERIFIED') })),
});

const paymentDetails = obj({
  id: str,
  type: str,
  isDefault: bool,
  nickname: nullStr,
  state: nullStr,
  card: nullable(
    obj({
      brand: str,
      last4: str,
      expMonth: num,
      expYear: num,
      networks: arrayOf(str),
      preferredNetwork: nullStr,
      cvcCheck: nullStr,
      postalCodeCheck: nullStr,
    }),
  ),
  bank: nullable(obj({ bankName: str, last4: str, accountType: str, instantDebitsEligible: bool })),
  billingAddress: nullable(recordOf(nullStr)),
  billingEmail: nullStr,
});

const requestState = either(
  obj({ status: oneOf('NONE', 'PENDING', 'SUCCESS'), error: oneOf(null) }),
  obj({ status: oneOf('ERROR'), error: obj({ type: str, message: str, code: optStr }) }),
);

/** `link/state`: the controller's Link session as the element frames render it. */
export const linkState = obj({
  available: oneOf(true, false, null),
  authState: oneOf(...LINK_AUTH_STATES),
  email: nullStr,
  emailSource: oneOf('user_action', 'default_value', 'stored_login', null),
  consumer: nullable(consumer),
  verification: nullable(obj({ type: verificationType, sentTo: nullStr })),
  requests: keyed(LINK_REQUEST_NAMES, requestState),
  paymentDetails: arrayOf(paymentDetails),
  oneClickAutofill: bool,
});

/** `link/action`: what an element frame asks of the Link session, one variant per action. */
export const linkAction = variants('action', {
  lookup: obj({ email: str, source: opt(oneOf('user_action', 'default_value')) }),
  startVerification: obj({ type: oneOf('SMS', 'EMAIL') }),
  confirmVerification: obj({ code: str }),
  passkeyStart: isObject,
  passkeyFinish: credential,
  passkeyFailed: passkeyFailure,
  passkeyRegisterStart: isObject,
  passkeyRegisterFinish: credential,
  passkeyRegisterFailed: passkeyFailure,
  autofill: obj({ choice: oneOf('OPT-IN', 'OPT-OUT') }),
  logOut: isObject,
  signUp: obj({ email: str, phone: str, country: str, legalName: optStr, consentAction: str }),
  listPaymentDetails: isObject,
  removePaymentDetails: obj({ id: str }),
  updatePaymentDetails: obj({
    id: str,
    update: obj({
      expMonth: opt(num),
      expYear: opt(num),
      nickname: opt(nullStr),
      isDefault: opt(bool),
      preferredNetwork: opt(nullStr),
      billingAddress: opt(recordOf(nullStr)),
    }),
  }),
});

/** What a Payment Element chose for Link (carried by its `collect/response`). */
export const linkChoice = variants('kind', {
  saved: obj({ paymentDetailsId: str }),
  addNew: isObject,
  newBank: isObject,
  signUp: obj({ email: str, phone: str, country: str, legalName: optStr }),
});
