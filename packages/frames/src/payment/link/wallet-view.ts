import type { LinkPaymentDetails, LinkState } from '@payframe/js/protocol';
import { selectWalletView, type WalletView } from '../../link/machines/index.js';
import { linkTakesBankAccounts } from '../../link/shared-type.js';

/** What the shopper is doing in the Payment Element's Link wallet (each asked for by a button). */
export interface WalletIntent {
  confirmingLogout: boolean;
  /** The detail whose removal awaits confirmation. */
  removing: string | null;
  /** The detail being edited (expiry, billing). */
  updating: string | null;
  addingNew: boolean;
}

export const NO_INTENT: WalletIntent = {
  confirmingLogout: false,
  removing: null,
  updating: null,
  addingNew: false,
};

/** The selection of "Pay by bank": a bank account linked in the modal when paying. */
export const NEW_BANK = 'new-bank';

/**
 * What the wallet offers (docs/link.md#bank-accounts): its cards, and its bank accounts when
 * `banks` (the payment takes US bank accounts and the wallet takes banks), cards first.
 */
export function usableDetails(details: readonly LinkPaymentDetails[], banks: boolean): LinkPaymentDetails[] {
  const cards = details.filter((d) => d.card !== null);
  return banks ? [...cards, ...details.filter((d) => d.bank !== null)] : cards;
}

/** The saved detail selected first: the default, else the first that has not failed. */
export function defaultDetail(
  details: readonly LinkPaymentDetails[],
  banks = false,
): LinkPaymentDetails | null {
  const live = usableDetails(details, banks).filter((d) => d.state !== 'FAILED');
  return live.find((d) => d.isDefault) ?? live[0] ?? null;
}

/**
 * Whether this wallet may offer bank accounts: the payment takes US bank accounts (or `link`
 * in US dollars, for instant debits) and the consumer's wallet takes banks (a test wallet whose
 * e-mail says `disable_bank` does not).
 */
export function banksOffered(
  link: LinkState,
  paymentMethodTypes: readonly string[],
  currency: string | null = null,
): boolean {
  return linkTakesBankAccounts(paymentMethodTypes, currency) && link.consumer?.bankEnabled === true;
}

/**
 * The wallet view for the group's Link state and what the shopper asked for (docs/link.md#views,
 * through the view-selection machine). The Payment Element never turns sign-up off: a shopper
 * without a session sees the card form with the opt-in ("authentication").
 */
export function walletView(link: LinkState, intent: WalletIntent, banks = false): WalletView {
  return selectWalletView({
    authState: link.available ? link.authState : 'blocked',
    signUpDisabled: false,
    requests: link.requests,
    // A login stored on this browser is offered as one click (cookie-authentication).
    oneClickAutofill: link.oneClickAutofill,
    confirmingLogout: intent.confirmingLogout,
    confirmingRemove: intent.removing !== null,
    updatingSaved: intent.updating !== null,
    addingNew: intent.addingNew,
    hasSaved: usableDetails(link.paymentDetails, banks).length > 0,
  });
}
