import type { LinkPaymentDetails, LinkState } from '@payframe/js/protocol';
import { selectWalletView, type WalletView } from '../../link/machines/index.js';

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

/** The cards the wallet can pay with (bank accounts are not offered by this Payment Element). */
export function usableCards(details: readonly LinkPaymentDetails[]): LinkPaymentDetails[] {
  return details.filter((d) => d.card !== null);
}

/** The saved detail selected first: the default, else the first that has not failed. */
export function defaultDetail(details: readonly LinkPaymentDetails[]): LinkPaymentDetails | null {
  const cards = usableCards(details);
  const live = cards.filter((d) => d.state !== 'FAILED');
  return live.find((d) => d.isDefault) ?? live[0] ?? null;
}

/**
 * The wallet view for the group's Link state and what the shopper asked for (docs/link.md#views,
 * through the view-selection machine). The Payment Element never turns sign-up off: a shopper
 * without a session sees the card form with the opt-in ("authentication").
 */
export function walletView(link: LinkState, intent: WalletIntent): WalletView {
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
    hasSaved: usableCards(link.paymentDetails).length > 0,
  });
}
