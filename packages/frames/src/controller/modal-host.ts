import type { Envelope, ExpressSheetDisplay, PayloadOf } from '@payframe/js/protocol';
import type { GroupChannel } from '../bridge/channel.js';
import type { ParentLink } from '../bridge/parent.js';
import type { ControllerContext } from './controller-context.js';
import type { QrModal } from './qr-code.js';

/** The messages that tell the modal's one frame what to draw: a challenge page to load, a QR code... */
type Draw =
  | 'challenge/start'
  | 'challenge/qr'
  | 'challenge/approval'
  | 'challenge/learn-more'
  | 'challenge/express'
  | 'challenge/bank-link'
  | 'challenge/debit'
  | 'challenge/verify';

/** What the modal shows: the message its frame is sent once it says hello. */
type ModalContent = { [T in Draw]: { type: T; payload: PayloadOf<T> } }[Draw];

/** What request handlers open the modal with (they reach it through the controller's context). */
export type ModalCalls = Pick<
  ControllerContext,
  | 'runChallenge'
  | 'openVerification'
  | 'showQr'
  | 'showApproval'
  | 'openSheet'
  | 'closeSheet'
  | 'openBankLink'
  | 'openDebit'
>;

export interface ModalHost {
  /** Handed to request handlers in the controller's context. */
  calls: ModalCalls;
  /** The wallet sheet the modal shows, if that is what it shows. */
  sheet(): ExpressSheetDisplay | null;
  /** Answers the modal frame's hello with what to draw; false when the hello is another frame's. */
  greet(message: Envelope): boolean;
  /** The group's messages about the modal: elements opening it, the modal frame's answers. */
  receive(message: Envelope): void;
}

/**
 * The modal over the merchant page (3-D Secure, QR codes, app approvals, wallet sheets, bank
 * linking, debit mandates, captchas, "Learn more"): one at a time, in one frame the merchant
 * script creates on `controller/show-challenge` and removes on `controller/hide-challenge`.
 * `onNextAction` is told when a payment's challenge page is shown (telemetry).
 */
export function createModalHost(
  parent: ParentLink,
  channel: GroupChannel,
  onNextAction: () => void,
): ModalHost {
  let open: {
    frameId: string;
    show: ModalContent;
    resolve: (outcome: 'done' | 'canceled') => void;
  } | null = null;
  // What the debit modal's shopper typed, from its acceptance until openDebit hands it on.
  let debitDetails: Record<string, string> | null = null;

  const hide = (frameId: string) => parent.send('controller/hide-challenge', { frameId });

  const openModal = (show: ModalContent, resolve: (outcome: 'done' | 'canceled') => void) => {
    // A wallet sheet waiting for its payment gives way to that payment's own challenge.
    if (open?.show.type === 'challenge/express') {
      hide(open.frameId);
      open.resolve('done');
    }
    const frameId = `challenge-${Date.now().toString(36)}`;
    open = { frameId, show, resolve };
    parent.send('controller/show-challenge', { frameId });
    return frameId;
  };
  const until = (show: ModalContent) =>
    new Promise<'done' | 'canceled'>((resolve) => openModal(show, resolve));

  // A QR code or a wait for the shopper's app: shown until closed, or hidden by the controller.
  const showWaiting = (show: ModalContent): QrModal => {
    let frameId = '';
    const canceled = new Promise<void>((resolve) => {
      frameId = openModal(show, (outcome) => {
        if (outcome === 'canceled') resolve();
      });
    });
    return {
      canceled,
      hide() {
        if (open?.frameId !== frameId) return;
        open = null;
        hide(frameId);
      },
    };
  };

  const calls: ModalCalls = {
    runChallenge(url) {
      onNextAction();
      return until({ type: 'challenge/start', payload: { url } });
    },
    openVerification: (verify) => until({ type: 'challenge/verify', payload: verify }),
    showQr: (qr) => showWaiting({ type: 'challenge/qr', payload: qr }),
    showApproval: (approval) => showWaiting({ type: 'challenge/approval', payload: approval }),
    openSheet: (express) => until({ type: 'challenge/express', payload: express }),
    closeSheet() {
      if (open?.show.type !== 'challenge/express') return;
      const { resolve, frameId } = open;
      open = null;
      hide(frameId);
      resolve('canceled');
    },
    openBankLink: (bankLink) => until({ type: 'challenge/bank-link', payload: bankLink }),
    openDebit(debit) {
      debitDetails = null;
      return new Promise((resolve) =>
        openModal({ type: 'challenge/debit', payload: debit }, (outcome) =>
          resolve(outcome === 'done' ? (debitDetails ?? {}) : null),
        ),
      );
    },
  };

  return {
    calls,
    sheet: () => (open?.show.type === 'challenge/express' ? open.show.payload : null),

    greet(message) {
      if (message.type !== 'frame/hello' || message.payload.component !== 'challenge') return false;
      if (!open || message.frameId !== open.frameId) return false;
      const { show, frameId } = open;
      // Each kind's payload goes with its own message type (paired in ModalContent).
      channel.send(show.type as 'challenge/start', show.payload as PayloadOf<'challenge/start'>, {
        to: frameId,
      });
      return true;
    },

    receive(message) {
      // A messaging element's "Learn more": the modal shows the plan until the shopper closes it
      // (never over a payment's own challenge or QR code).
      if (message.type === 'messaging/learn-more' && !open)
        openModal({ type: 'challenge/learn-more', payload: message.payload }, () => {});
      // An Express Checkout Element's wallet sheet (test mode): drawn in the same modal frame.
      if (message.type === 'express/open-sheet' && !open)
        openModal({ type: 'challenge/express', payload: message.payload }, () => {});
      // The debit modal's acceptance carries the numbers the shopper typed (frames only, never the page).
      if (message.type === 'challenge/debit-done' && open && message.frameId === open.frameId)
        debitDetails = message.payload.details;
      if (
        (message.type === 'challenge/done' ||
          message.type === 'challenge/cancel' ||
          message.type === 'challenge/debit-done') &&
        open &&
        message.frameId === open.frameId
      ) {
        const { resolve, frameId } = open;
        open = null;
        hide(frameId);
        resolve(message.type === 'challenge/cancel' ? 'canceled' : 'done');
      }
    },
  };
}
