import { createHash, timingSafeEqual } from 'node:crypto';
import { hashKey } from '../accounts/index.js';
import { nowSeconds, randomToken } from '../kernel/ids.js';
import type { Db } from '../store/types.js';
import type { Vault } from '../vault/index.js';
import type { ConsumerAccount } from './accounts.js';
import { CONSUMER_SESSION_TTL_SECONDS } from './session-lifetimes.js';
import type { ConsumerSession } from './sessions.js';

/**
 * The session a lookup by e-mail hands out before anyone proves they own the address: nothing
 * is written for it. Its client secret carries the consumer, the mode, the expiry and a nonce,
 * signed with a key of the vault; the session row is written only when the secret is first used
 * (to ask for a code, say). A stream of lookups therefore fills no table.
 */
const PENDING_FORMAT =
  /^csmrs_pending_(csmr_[A-Za-z0-9]+)\.([01])\.(\d{1,12})\.([A-Za-z0-9]{8})\.([0-9a-f]{32})$/;

type Signer = Pick<Vault, 'requestMac'>;

function sign(vault: Signer, payload: string): string {
  return vault.requestMac(`consumer-pending-session:${payload}`).slice(0, 32);
}

/** The session id a pending secret becomes, the same however many times it is first used. */
function pendingId(secret: string): string {
  return `csmrs_${createHash('sha256').update(secret).digest('hex').slice(0, 24)}`;
}

export function pendingSession(vault: Signer, consumer: ConsumerAccount): ConsumerSession {
  const expiresAt = nowSeconds() + CONSUMER_SESSION_TTL_SECONDS;
  const payload = `${consumer.id}.${consumer.livemode ? 1 : 0}.${expiresAt}.${randomToken(8)}`;
  const secret = `csmrs_pending_${payload}.${sign(vault, payload)}`;
  return {
    id: pendingId(secret),
    consumer,
    data: { verification_sessions: [], code: null },
    expiresAt,
    secret,
  };
}

export function isPendingSecret(secret: string): boolean {
  return PENDING_FORMAT.test(secret);
}

/**
 * Writes the session of a pending secret, once, if its signature holds (a second writer meets
 * the unique secret and writes nothing). Answers whether the secret was a genuine one.
 */
export async function materializePending(db: Db, vault: Signer, secret: string): Promise<boolean> {
  const match = PENDING_FORMAT.exec(secret);
  if (!match) return false;
  const [, consumerId = '', live = '', expiry = '', nonce = '', mac = ''] = match;
  const expected = Buffer.from(sign(vault, `${consumerId}.${live}.${expiry}.${nonce}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const expiresAt = Number(expiry);
  await db
    .insertInto('consumer_sessions')
    .values({
      id: pendingId(secret),
      consumer_id: consumerId,
      livemode: live === '1',
      secret_hash: hashKey(secret),
      expires_at: expiresAt,
      created: expiresAt - CONSUMER_SESSION_TTL_SECONDS,
      data: JSON.stringify({ verification_sessions: [], code: null }),
    })
    .onConflict((conflict) => conflict.column('secret_hash').doNothing())
    .execute();
  return true;
}
