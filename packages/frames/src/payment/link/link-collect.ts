import { FIELD_ERRORS } from '@payframe/core/form';
import type { CollectResult } from '@payframe/js/protocol';
import { optInErrors, signUpChoice } from './opt-in.js';
import type { LinkInPayment } from './use-link.js';
import { NEW_BANK } from './wallet-view.js';

type LinkPart = Pick<LinkInPayment, 'link' | 'optIn' | 'rules' | 'selected'>;

const incomplete = (code: 'incomplete_payment_details' | 'incomplete_phone_number', message: string) => ({
  type: 'validation_error',
  code,
  message,
});

/**
 * The collect answer while the wallet is shown: the selected saved detail, no card typed. A
 * bank account (saved, or "Pay by bank") pays as a US bank account under the ACH mandate the
 * wallet shows, which paying accepts.
 */
export function walletCollect(state: LinkPart): CollectResult {
  if (!state.selected) {
    return {
      component: 'payment',
      type: 'card',
      complete: false,
      error: incomplete('incomplete_payment_details', 'Your payment details are incomplete.'),
    };
  }
  if (state.selected === NEW_BANK) {
    return {
      component: 'payment',
      type: 'us_bank_account',
      complete: true,
      mandateShown: true,
      link: { kind: 'newBank' },
    };
  }
  const selected = state.selected;
  const bank = state.link.paymentDetails.find((d) => d.id === selected)?.bank;
  return {
    component: 'payment',
    type: bank ? 'us_bank_account' : 'card',
    complete: true,
    ...(bank ? { mandateShown: true } : {}),
    link: { kind: 'saved', paymentDetailsId: selected },
  };
}

/**
 * The card form's collect answer with Link's part: a logged-in shopper's new card is saved to
 * their Link; a ticked opt-in signs a new shopper up, and its errors (docs/link.md#validation) make
 * the form incomplete like the card's own. A known consumer who has not verified pays with the
 * plain card (their account exists: no sign-up, and nothing more to fill in).
 */
export function withLinkChoice(state: LinkPart, result: CollectResult): CollectResult {
  if (result.type !== 'card') return result;
  if (state.link.authState === 'logged-in')
    return result.complete ? { ...result, link: { kind: 'addNew' } } : result;
  if (!state.optIn.checked || isRecognised(state)) return result;
  const { rules } = state;
  if (!rules) {
    // The phone rules are still loading: nothing typed can be checked yet.
    if (!result.complete) return result;
    return {
      component: result.component,
      type: result.type,
      complete: false,
      error: incomplete('incomplete_phone_number', FIELD_ERRORS.incomplete_phone_number),
    };
  }
  const errors = optInErrors(state.optIn, rules);
  const first = errors.email ?? errors.phone ?? errors.name;
  if (first) {
    if (!result.complete) return result;
    return {
      component: result.component,
      type: result.type,
      complete: false,
      error: { type: 'validation_error', code: first.code, message: first.message },
    };
  }
  const choice = signUpChoice(state.optIn, rules);
  return choice && result.complete ? { ...result, link: choice } : result;
}

/** The opt-in's e-mail has a Link account already: nothing to sign up, no phone to ask. */
export function isRecognised(state: Pick<LinkPart, 'link' | 'optIn'>): boolean {
  const email = state.optIn.email.trim().toLowerCase();
  return state.link.consumer !== null && state.link.email === email;
}
