import { useMessages } from '../../i18n/Messages.js';
import { LinkModal } from './LinkModal.js';
import { LinkOptIn } from './LinkOptIn.js';
import { LinkHeader } from './LinkWallet.js';
import type { LinkInPayment } from './use-link.js';

interface LinkBelowCardProps {
  state: LinkInPayment;
  register(field: string): (node: HTMLElement | null) => void;
}

/**
 * Link's part of the card form: for a logged-in shopper adding a card, the way back to their
 * saved cards; otherwise the sign-in panel (modal machine) and the save-with-Link opt-in.
 */
export function LinkBelowCard({ state, register }: LinkBelowCardProps) {
  const { t } = useMessages();
  if (state.link.authState === 'logged-in') {
    return (
      <div className="LinkAddNew">
        <LinkHeader state={state} />
        {state.link.paymentDetails.length > 0 ? (
          <button type="button" className="SavedLink" onClick={() => state.setIntent({ addingNew: false })}>
            {t('link.backToSaved')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <LinkModal state={state} />
      {state.optInShown && state.view !== 'cookie-authentication' ? (
        <LinkOptIn state={state} register={register} />
      ) : null}
    </>
  );
}
