/**
 * The `link/action` messages an element frame sends the controller (on the group's
 * BroadcastChannel, never on the merchant page's window), payload a LinkAction, and what the
 * group's Link session does for each:
 * - `lookup { email, source? }`: look the e-mail up (trimmed, lower-cased). A consumer found
 *   is `unverified` until verified; an unknown e-mail is `unregistered`. A new e-mail while
 *   logged in resets the session first.
 * - `startVerification { type: SMS | EMAIL }`: send a one-time code -> `verifying`.
 * - `confirmVerification { code }`: check the code of the verification in progress; on success
 *   the login is stored (login storage), then after 1 s the consumer is `logged-in` and their
 *   payment details are loaded. A wrong or locked code leaves the server's error on
 *   `requests.confirmVerification.error`.
 * - `passkeyStart`: start a WEBAUTHN verification; the asking frame gets `link/passkey-options`
 *   and runs the browser prompt itself (the controller frame is hidden and never focused).
 * - `passkeyFinish { credential }`: the prompt's answer as JSON, confirmed like a code.
 * - `passkeyFailed { reason }`: the prompt failed in the frame; shown as Link's passkey error for its reason.
 * - `passkeyRegisterStart`: a `logged-in` consumer adds a passkey; the asking frame gets
 *   `link/passkey-creation-options` and runs the browser prompt. `requests.registerPasskey` is
 *   PENDING until the frame answers.
 * - `passkeyRegisterFinish { credential }`: the new credential as JSON; on success
 *   `consumer.hasPasskey` is true and `requests.registerPasskey` SUCCESS.
 * - `passkeyRegisterFailed { reason }`: the prompt failed; Link's passkey error for its reason on
 *   `requests.registerPasskey`, the shopper stays signed in.
 * - `autofill { choice: OPT-IN | OPT-OUT }`: the one-click offer of a stored login taken
 *   (`logged-in`) or left (`declined`, the consumer forgotten).
 * - `logOut`: forget the stored login, call log_out, always drop the secret -> `none`; the
 *   other controllers of the origin hear `link/logged-out` and forget that consumer too.
 * - `signUp { email, phone, country, legalName?, consentAction }`: a new account -> `unverified`.
 * - `listPaymentDetails`, `removePaymentDetails { id }`, `updatePaymentDetails { id, update }`.
 */
import type { LinkAction } from '@payframe/js/protocol';
import {
  passkeyRegisterFailed,
  passkeyRegisterFinish,
  passkeyRegisterStart,
} from './link-passkey-registration.js';
import type { LinkSession } from './link-session.js';
import {
  confirmCode,
  confirmVerification,
  passkeyFailed,
  passkeyStart,
  startVerification,
} from './link-verification.js';
import { listPaymentDetails, removePaymentDetails, updatePaymentDetails } from './link-wallet-calls.js';

/** Runs one `link/action` message for the session; `frameId` is the frame that asked. */
export async function linkAction(
  session: LinkSession,
  action: LinkAction,
  frameId: string | undefined,
): Promise<void> {
  switch (action.action) {
    case 'lookup':
      return session.lookup(action.email, action.source ?? 'user_action');
    case 'startVerification':
      return startVerification(session, action.type);
    case 'confirmVerification':
      return confirmCode(session, action.code);
    case 'passkeyStart':
      return passkeyStart(session, frameId);
    case 'passkeyFinish':
      return confirmVerification(session, 'WEBAUTHN', { webauthnCredentialData: action.credential });
    case 'passkeyFailed':
      return passkeyFailed(session, action.reason);
    case 'passkeyRegisterStart':
      return passkeyRegisterStart(session, frameId);
    case 'passkeyRegisterFinish':
      return passkeyRegisterFinish(session, action.credential);
    case 'passkeyRegisterFailed':
      return passkeyRegisterFailed(session, action.reason);
    case 'autofill':
      return session.autofill(action.choice);
    case 'logOut':
      return session.logOut();
    case 'signUp':
      await session.signUp(action);
      return;
    case 'listPaymentDetails':
      return listPaymentDetails(session);
    case 'removePaymentDetails':
      return removePaymentDetails(session, action.id);
    case 'updatePaymentDetails':
      return updatePaymentDetails(session, action);
  }
}
