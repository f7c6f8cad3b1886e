import type {
  AppApprovalDisplay,
  BankLinkDisplay,
  DebitModalDisplay,
  Envelope,
  ExpressSheetDisplay,
  QrCodeDisplay,
  VerifyChallengeDisplay,
  WireError,
} from '@payframe/js/protocol';
import type { GroupChannel } from '../bridge/channel.js';
import type { ParentLink } from '../bridge/parent.js';
import type { DeferredTelemetry } from '../telemetry/deferred-telemetry.js';
import type { ApiClient } from './api-client.js';
import type { PassiveCaptcha } from './captcha/passive.js';
import type { LinkSession } from './link-session.js';
import type { QrModal } from './qr-code.js';
import type { LoadedSession } from './session.js';
import type { SplitPieces } from './split-pieces.js';

/** Everything a request handler may use: the API, the session, the frames of the group. */
export interface ControllerContext {
  api: ApiClient;
  options: Record<string, any>;
  session: LoadedSession | null;
  sessionError: WireError | null;
  /** Set by elements.submit() for the deferred flow. */
  submitted: boolean;
  /** Which split card elements are mounted. */
  pieces: SplitPieces;
  parent: ParentLink;
  channel: GroupChannel;
  subscribe(listener: (message: Envelope) => void): () => void;
  reloadSession(): Promise<void>;
  /** The group's one Link session (consumer lookup, verification, saved details), once loaded. */
  link: LinkSession;
  /** Resolves with it once its chunk has loaded (before any request is handled). */
  linkReady: Promise<LinkSession>;
  /** The silent captcha whose token goes with confirmations (docs/radar.md#captcha). */
  captcha?: PassiveCaptcha;
  /** Shows the risk engine's captcha or card-image verification in the modal, until answered or closed. */
  openVerification(display: VerifyChallengeDisplay): Promise<'done' | 'canceled'>;
  /** Shows the 3-D Secure modal over the merchant page and waits until it is done or closed. */
  runChallenge(url: string): Promise<'done' | 'canceled'>;
  /** The checkout's funnel events (docs/telemetry.md). */
  telemetry?: DeferredTelemetry | null;
  /** Shows a QR code in the same modal, until the shopper closes it or the controller hides it. */
  showQr(display: QrCodeDisplay): QrModal;
  /** Shows that a payment waits for the shopper's banking app (BLIK), in the same modal. */
  showApproval(display: AppApprovalDisplay): QrModal;
  /** Shows a wallet's test sheet in the same modal, until the shopper pays or closes it. */
  openSheet(display: ExpressSheetDisplay): Promise<'done' | 'canceled'>;
  /** Hides an open wallet sheet (paymentRequest.abort()): its openSheet resolves canceled. */
  closeSheet(): void;
  /** Shows the bank-linking modal, until the shopper finishes (done) or closes it. */
  openBankLink(display: BankLinkDisplay): Promise<'done' | 'canceled'>;
  /** Shows the bank debit modal: the numbers the shopper typed once they accept, or null when they close it. */
  openDebit(display: DebitModalDisplay): Promise<Record<string, string> | null>;
}
