/**
 * The private halves of the nonces `createEphemeralKeyNonce` made, by issuing card and public
 * nonce. The controller frame writes them and the display frames read them: both are on the
 * Payframe origin, whose session storage the merchant page cannot read, so the private nonce
 * never leaves the frames. (Session storage is this tab's, and the browser keeps a Payframe
 * frame's storage apart per top-level site.)
 */
const PREFIX = 'payframe:issuing-nonce:';

const keyOf = (issuingCard: string, publicNonce: string) => `${PREFIX}${issuingCard}:${publicNonce}`;

/** Where storage is refused (a sandbox), the nonce lives in this frame only. */
const memory = new Map<string, string>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberNonce(issuingCard: string, publicNonce: string, privateNonce: string): void {
  const key = keyOf(issuingCard, publicNonce);
  memory.set(key, privateNonce);
  try {
    storage()?.setItem(key, privateNonce);
  } catch {
    // Storage full or refused: the in-frame copy serves.
  }
}

/** The private nonce for a card and the nonce the merchant gave; null when none was made here. */
export function privateNonceFor(issuingCard: string, publicNonce: string): string | null {
  const key = keyOf(issuingCard, publicNonce);
  return memory.get(key) ?? storage()?.getItem(key) ?? null;
}
