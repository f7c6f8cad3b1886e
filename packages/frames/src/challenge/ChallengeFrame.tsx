import {
  type AppApprovalDisplay,
  type BankLinkDisplay,
  type DebitModalDisplay,
  type ExpressSheetDisplay,
  type FrameHash,
  isTestPageDone,
  type LearnMoreDisplay,
  type QrCodeDisplay,
  type VerifyChallengeDisplay,
} from '@payframe/js/protocol';
import { lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GroupChannel } from '../bridge/channel.js';
import { watchContentHeight } from '../bridge/content-height.js';
import { MessagesProvider, useMessages } from '../i18n/Messages.js';
import { EN } from '../i18n/messages/en.js';
import { useFrameCatalogue } from '../i18n/use-frame-catalogue.js';
import { abandonChallenge } from './abandon.js';
import { mayDismiss } from './dismiss.js';
import { PanelModal } from './PanelModal.js';
import { challengePageUrl, isVoucherPage } from './page-url.js';
import { challengeWindowFor, DESKTOP_CHALLENGE_WINDOW } from './window-size.js';

// The QR encoder loads only when a QR code is shown.
const QrPanel = lazy(() => import('./QrPanel.js'));
// So does the wait for the shopper's banking app (BLIK).
const ApprovalPanel = lazy(() => import('./ApprovalPanel.js'));
// So does a buy now, pay later method's plan, with its texts.
const LearnMorePanel = lazy(() => import('../messaging/LearnMorePanel.js'));
// And an Express Checkout Element's wallet sheet (test mode).
const ExpressSheet = lazy(() => import('../express/ExpressSheet.js'));
const LinkSheet = lazy(() => import('../express/LinkSheet.js'));
// And the bank-linking modal (consent, bank search, sign-in, accounts, or details typed in).
const BankLinkPanel = lazy(() => import('../bank-link/BankLinkPanel.js'));
// And the bank debit modal (ACSS and Bacs: the account's numbers, then the agreement accepted).
const DebitPanel = lazy(() => import('../debit-modal/DebitPanel.js'));
// And the risk engine's challenges (a captcha, the card's last digits).
const VerifyPanel = lazy(() => import('../captcha/VerifyPanel.js'));

/** The challenge page's document when it is of this origin (the test pages); null for an issuer's. */
function readableDocument(frame: HTMLIFrameElement | null): Document | null {
  try {
    return frame?.contentDocument ?? null;
  } catch {
    return null;
  }
}

/**
 * The 3-D Secure modal: a full-page overlay frame over the merchant page, with the issuer's
 * challenge page (here the server's test page) in a window as wide as docs/confirmation.md#constants says
 * for the page's width. The modal is only that window and its close button: its height
 * follows the challenge page's content when this frame can read it, so there is no empty band
 * under the page. The test page tells this frame when it is done; the controller then reads
 * the intent again. Closing the modal fails the authentication first (abandon.ts).
 *
 * The same modal shows a QR code (WeChat Pay, PayNow, PromptPay, Pix, Cash App Pay), or the
 * wait for the shopper's banking app (BLIK), instead of a page: the controller reads the
 * intent until it is paid and hides the modal; closing it leaves the payment waiting, as at
 * Stripe. And it shows the messaging element's "Learn more": a buy now,
 * pay later method's plan for the price, until the shopper closes it.
 */
/** The challenge frame in the elements' language (its dialogs' names and close buttons). */
export function ChallengeFrame({ hash }: { hash: FrameHash }) {
  const { locale, catalogue } = useFrameCatalogue(hash.locale);
  return (
    <MessagesProvider catalogue={catalogue ?? EN} lang={locale.lang}>
      <ChallengeModal hash={hash} />
    </MessagesProvider>
  );
}

function ChallengeModal({ hash }: { hash: FrameHash }) {
  const { t } = useMessages();
  const channel = useMemo(() => new GroupChannel(hash.controllerId, hash.frameId), [hash]);
  const [url, setUrl] = useState<string | null>(null);
  const [qr, setQr] = useState<QrCodeDisplay | null>(null);
  const [learnMore, setLearnMore] = useState<LearnMoreDisplay | null>(null);
  const [approval, setApproval] = useState<AppApprovalDisplay | null>(null);
  const [express, setExpress] = useState<ExpressSheetDisplay | null>(null);
  const [bankLink, setBankLink] = useState<BankLinkDisplay | null>(null);
  const [debit, setDebit] = useState<DebitModalDisplay | null>(null);
  const [verify, setVerify] = useState<VerifyChallengeDisplay | null>(null);
  const [closing, setClosing] = useState(false);
  const [contentHeight, setContentHeight] = useState<number | null>(null);
  const inner = useRef<HTMLIFrameElement>(null);
  const stopWatching = useRef<(() => void) | null>(null);
  const closed = useRef(false);
  // A wallet sheet processing a payment (after Pay, until the merchant settles it).
  const sheetBusy = useRef(false);
  const [size] = useState(() => challengeWindowFor(window.innerWidth));

  useEffect(() => {
    const stop = channel.listen((message) => {
      if (message.type === 'challenge/start' && message.frameId === hash.frameId)
        setUrl(challengePageUrl(message.payload.url, window.location.origin));
      if (message.type === 'challenge/qr' && message.frameId === hash.frameId) setQr(message.payload);
      if (message.type === 'challenge/approval' && message.frameId === hash.frameId)
        setApproval(message.payload);
      if (message.type === 'challenge/learn-more' && message.frameId === hash.frameId)
        setLearnMore(message.payload);
      if (message.type === 'challenge/express' && message.frameId === hash.frameId)
        setExpress(message.payload);
      if (message.type === 'challenge/bank-link' && message.frameId === hash.frameId)
        setBankLink(message.payload);
      if (message.type === 'challenge/debit' && message.frameId === hash.frameId) setDebit(message.payload);
      if (message.type === 'challenge/verify' && message.frameId === hash.frameId) setVerify(message.payload);
    });
    channel.send('frame/hello', { component: 'challenge' });
    return stop;
  }, [channel, hash.frameId]);

  const close = useCallback(async () => {
    if (closed.current || !mayDismiss({ express: express !== null, processing: sheetBusy.current })) return;
    closed.current = true;
    setClosing(true);
    // The intent must have left requires_action before the controller reads it again.
    if (url) await abandonChallenge(url, window.location.origin);
    // A wallet sheet closed is the shopper's cancel (the element's cancel event).
    if (express) channel.send('express/sheet', { kind: 'cancel' }, { to: express.elementFrameId });
    channel.send('challenge/cancel', {});
  }, [channel, url, express]);

  const sheetClosed = useCallback(
    (outcome: 'paid' | 'canceled') => {
      if (closed.current) return;
      closed.current = true;
      if (outcome === 'paid') channel.send('challenge/done', { status: 'succeeded' });
      else channel.send('challenge/cancel', {});
    },
    [channel],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the challenge page we loaded, from our own origin, may say it is done.
      if (event.origin !== window.location.origin || event.source !== inner.current?.contentWindow) return;
      if (!isTestPageDone(event.data) || closed.current) return;
      closed.current = true;
      channel.send('challenge/done', { status: event.data.status });
    };
    window.addEventListener('message', onMessage);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') void close();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('keydown', onKey);
    };
  }, [channel, close]);

  useEffect(() => () => stopWatching.current?.(), []);

  // Each page the window loads (the challenge, then its answer) is measured afresh.
  const onLoad = () => {
    stopWatching.current?.();
    stopWatching.current = null;
    const doc = readableDocument(inner.current);
    if (doc) stopWatching.current = watchContentHeight(setContentHeight, doc);
  };

  const closeButton = () => void close();
  if (verify) {
    return (
      <PanelModal
        labelledBy="verify-title"
        loadingWidth={360}
        onClose={() =>
          void import('../captcha/answer.js')
            .then(({ abandonVerification }) => abandonVerification(verify))
            .finally(closeButton)
        }
      >
        <VerifyPanel display={verify} onDone={() => sheetClosed('paid')} />
      </PanelModal>
    );
  }
  if (debit) {
    return (
      <PanelModal labelledBy="debit-modal-title" loadingWidth={400} onClose={closeButton}>
        <DebitPanel
          display={debit}
          onAccept={(details) => {
            if (closed.current) return;
            closed.current = true;
            channel.send('challenge/debit-done', { details });
          }}
        />
      </PanelModal>
    );
  }
  if (bankLink) {
    return (
      <PanelModal labelledBy="bank-link-title" loadingWidth={400} onClose={closeButton}>
        <BankLinkPanel display={bankLink} onDone={() => sheetClosed('paid')} />
      </PanelModal>
    );
  }
  if (express) {
    const Sheet = express.wallet === 'link' ? LinkSheet : ExpressSheet;
    return (
      <PanelModal labelledBy="express-sheet-title" loadingWidth={400}>
        <Sheet
          display={express}
          channel={channel}
          onClose={sheetClosed}
          onProcessing={(busy) => {
            sheetBusy.current = busy;
          }}
        />
      </PanelModal>
    );
  }
  if (learnMore) {
    return (
      <PanelModal labelledBy="learn-more-title" loadingWidth={380} onClose={closeButton}>
        <LearnMorePanel display={learnMore} />
      </PanelModal>
    );
  }
  if (approval) {
    return (
      <PanelModal label={t('approval.title')} loadingWidth={340} onClose={closeButton}>
        <ApprovalPanel approval={approval} />
      </PanelModal>
    );
  }
  if (qr) {
    return (
      <PanelModal label={t('dialog.qr')} loadingWidth={340} onClose={closeButton}>
        <QrPanel qr={qr} />
      </PanelModal>
    );
  }

  // A voucher (OXXO, Boleto...) is the server's hosted voucher page, shown until the shopper
  // closes it: as wide as the screen allows up to the desktop lightbox, not a 3-D Secure size.
  const voucher = url !== null && isVoucherPage(url);
  const width = voucher ? Math.min(DESKTOP_CHALLENGE_WINDOW.width, window.innerWidth) : size.width;
  const windowStyle = { width: `${width}px`, height: `${contentHeight ?? size.height}px` };
  return (
    <div className="ChallengeBackdrop">
      <div
        className="ChallengeBox"
        role="dialog"
        aria-modal="true"
        aria-label={t(voucher ? 'dialog.voucher' : 'dialog.challenge')}
        aria-busy={closing || !url}
        data-window-size={size.code}
      >
        <button
          type="button"
          className="ChallengeClose"
          aria-label={t('dialog.close')}
          onClick={() => void close()}
        >
          ×
        </button>
        {url && !closing ? (
          <iframe
            ref={inner}
            className="ChallengeWindow"
            style={windowStyle}
            src={url}
            title={t(voucher ? 'dialog.voucherTitle' : 'dialog.challengeTitle')}
            onLoad={onLoad}
          />
        ) : (
          <div className="ChallengeLoading" style={{ width: `${size.width}px` }} aria-live="polite">
            <span className="Spinner" />
          </div>
        )}
      </div>
    </div>
  );
}
