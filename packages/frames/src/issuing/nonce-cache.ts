/**
 * The private halves of the nonces `createEphemeralKeyNonce` made, by issuing card and public
 * nonce. The controller frame that made a nonce keeps it and answers the display frames that
 * ask for it over a BroadcastChannel: only documents of the Payframe origin (in this browser's
 * partition for the merchant's site) can join one, so the private nonce never reaches the
 * merchant page. (Frames of another site cannot use storage: a channel needs none.)
 */
const CHANNEL = 'payframe:issuing-nonces';

/** How long a display frame waits for a controller's answer before it reports the card missing. */
const ASK_TIMEOUT_MS = 1500;

const keyOf = (issuingCard: string, publicNonce: string) => `${issuingCard} ${publicNonce}`;

const kept = new Map<string, string>();
let answering: BroadcastChannel | null = null;

interface Ask {
  ask: string;
  issuingCard: string;
  nonce: string;
}
interface Answer {
  answer: string;
  privateNonce: string;
}

const isAsk = (data: unknown): data is Ask =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as Ask).ask === 'string' &&
  typeof (data as Ask).issuingCard === 'string' &&
  typeof (data as Ask).nonce === 'string';

const isAnswer = (data: unknown): data is Answer =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as Answer).answer === 'string' &&
  typeof (data as Answer).privateNonce === 'string';

/** Keeps a nonce made here, and from then on answers the display frames that ask for it. */
export function rememberNonce(issuingCard: string, publicNonce: string, privateNonce: string): void {
  kept.set(keyOf(issuingCard, publicNonce), privateNonce);
  if (answering || typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (!isAsk(event.data)) return;
    const privateNonce = kept.get(keyOf(event.data.issuingCard, event.data.nonce));
    if (privateNonce) channel.postMessage({ answer: event.data.ask, privateNonce } satisfies Answer);
  };
  answering = channel;
}

/**
 * The private nonce for a card and the nonce the merchant gave: from a controller of this page
 * that made it, or null when none did (the element then reports the card as not in cache).
 */
export function privateNonceFor(issuingCard: string, publicNonce: string): Promise<string | null> {
  const here = kept.get(keyOf(issuingCard, publicNonce));
  if (here) return Promise.resolve(here);
  if (typeof BroadcastChannel === 'undefined') return Promise.resolve(null);
  const ask = `ask_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  const channel = new BroadcastChannel(CHANNEL);
  return new Promise((resolve) => {
    const done = (value: string | null) => {
      clearTimeout(timer);
      channel.close();
      resolve(value);
    };
    const timer = setTimeout(() => done(null), ASK_TIMEOUT_MS);
    channel.onmessage = (event: MessageEvent) => {
      if (isAnswer(event.data) && event.data.answer === ask) done(event.data.privateNonce);
    };
    channel.postMessage({ ask, issuingCard, nonce: publicNonce } satisfies Ask);
  });
}
