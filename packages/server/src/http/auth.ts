import { findKey, hashKey, parseKeyName, redactKey, sameHash } from '../accounts/index.js';
import { customerSessionSecretExists, findCustomerSessionBySecret } from '../customer-sessions/find.js';
import { type ApiError, authenticationError, permissionError, rateLimited } from '../kernel/errors.js';
import { nowSeconds } from '../kernel/ids.js';
import type { Auth, AuthKind } from '../routing/caller.js';
import type { Db } from '../store/types.js';

interface CachedKey {
  accountId: string;
  livemode: boolean;
  kind: AuthKind;
  customer?: string;
  /** For an ephemeral key made for an issuing card: the card, and the public nonce it was made with. */
  issuingCard?: string;
  nonce?: string;
  features?: Record<string, unknown> | null;
  until: number;
}

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

/** What one client address has done lately: failed key checks, and keys it used successfully. */
interface AddressRecord {
  failures: number;
  since: number;
  proven: Set<string>;
}

/**
 * Turns the key of a request into an account and mode. Keys are looked up by their sha256;
 * API keys are cached for a short while (a revoked key stops working within the TTL on every
 * instance), ephemeral keys are looked up every time.
 *
 * Guessing keys is rate limited per client address: after `maxFailures` unknown keys within
 * `windowSeconds`, every key that address has not already used successfully is answered 429
 * without being looked up, until the window ends. Keys it had used keep working, so one
 * misconfigured process cannot lock out its healthy neighbours behind the same address, and
 * a guesser learns nothing more during the lockout. A request without any key is a plain 401.
 */
export class Authenticator {
  readonly #cache = new Map<string, CachedKey>();
  readonly #addresses = new Map<string, AddressRecord>();

  constructor(
    private readonly db: Db,
    private readonly options: { ttlSeconds?: number; maxFailures?: number; windowSeconds?: number } = {},
  ) {}

  /**
   * Drops a key from this instance's cache (a key rolled to expire now is refused here at once;
   * other instances drop it when their cached entry ends, within the TTL).
   */
  forget(hash: string): void {
    this.#cache.delete(hash);
  }

  async authenticate(input: {
    authorization: string | undefined;
    bodyKey: string | undefined;
    stripeAccount: string | undefined;
    ip: string;
  }): Promise<Auth> {
    const key = extractKey(input.authorization) ?? input.bodyKey;
    if (!key) throw authenticationError(NO_KEY);
    const hash = hashKey(key);
    // Guesses of one kind of key lock out that kind only: a stream of bad secret keys from an
    // address does not stop the shoppers behind it from using their new customer-session secret.
    const bucket = `${input.ip} ${keyKindOf(key)}`;
    const address = this.#address(bucket);
    if (this.#limited(address) && !address?.proven.has(hash)) {
      throw rateLimited(
        'Too many requests with an invalid API key from this address. Please try again later.',
      );
    }
    const found = await this.#resolve(key, hash);
    if (found === 'expired') {
      // A key that existed and ran out (a shopper's secret after its session, a rolled key) is
      // an honest mistake, not a guess: it is refused without counting against the address.
      throw authenticationError(`Expired API Key provided: ${redactKey(key)}`);
    }
    if (!found) {
      this.#fail(bucket, address);
      throw authenticationError(`Invalid API Key provided: ${redactKey(key)}`);
    }
    this.#prove(bucket, address, hash);
    let accountId = found.accountId;
    if (input.stripeAccount && input.stripeAccount !== found.accountId) {
      accountId = await this.#connectedAccount(found.accountId, input.stripeAccount, key);
    }
    return {
      kind: found.kind,
      scope: { accountId, livemode: found.livemode },
      keyAccountId: found.accountId,
      key,
      ...(found.customer ? { customer: found.customer } : {}),
      ...(found.features !== undefined ? { features: found.features } : {}),
      ...(found.issuingCard ? { issuingCard: found.issuingCard } : {}),
      ...(found.nonce ? { nonce: found.nonce } : {}),
    };
  }

  /** The key's account and kind; 'expired' for a key that exists but no longer works (not a guess). */
  async #resolve(key: string, hash: string): Promise<CachedKey | 'expired' | undefined> {
    const now = nowSeconds();
    const cached = this.#cache.get(hash);
    if (cached && cached.until > now) return cached;
    let found: CachedKey | undefined;
    let expired = false;
    if (parseKeyName(key)) {
      const row = await findKey(this.db, key);
      expired = row !== undefined && row !== null && row.expires_at !== null && row.expires_at <= now;
      if (row && (row.expires_at === null || row.expires_at > now)) {
        found = {
          accountId: row.account_id,
          livemode: row.livemode,
          kind: row.kind,
          // A rolled key's cached entry ends with the key itself, on every instance.
          until: Math.min(now + (this.options.ttlSeconds ?? 60), row.expires_at ?? Number.POSITIVE_INFINITY),
        };
      }
    } else if (key.startsWith('cuss_secret_')) {
      // The customer session client secret the elements session hands the Payment Element:
      // it acts for that customer's saved methods only, as far as its features allow.
      const session = await findCustomerSessionBySecret(this.db, key);
      if (session) {
        const element = session.components.payment_element;
        found = {
          accountId: session.accountId,
          livemode: session.livemode,
          kind: 'customer_session',
          customer: session.customer,
          features: element.enabled ? { ...element.features } : null,
          until: session.expiresAt,
        };
      } else {
        expired = await customerSessionSecretExists(this.db, key);
      }
    } else if (/^ek_(test|live)_[A-Za-z0-9]+$/.test(key)) {
      const row = await this.db
        .selectFrom('ephemeral_keys')
        .select(['account_id', 'livemode', 'secret_hash', 'expires_at', 'data', 'nonce'])
        .where('secret_hash', '=', hash)
        .executeTakeFirst();
      expired = row !== undefined && sameHash(row.secret_hash, hash) && (row.expires_at ?? 0) <= now;
      if (row && sameHash(row.secret_hash, hash) && (row.expires_at ?? 0) > now) {
        const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as {
          associated_objects?: { type: string; id: string }[];
        };
        const customer = data.associated_objects?.find((o) => o.type === 'customer')?.id;
        const issuingCard = data.associated_objects?.find((o) => o.type === 'issuing.card')?.id;
        found = {
          accountId: row.account_id,
          livemode: row.livemode,
          kind: 'ephemeral',
          ...(customer ? { customer } : {}),
          ...(issuingCard ? { issuingCard } : {}),
          ...(row.nonce ? { nonce: row.nonce } : {}),
          until: row.expires_at ?? now,
        };
      }
    }
    // An ephemeral key must stop working the moment it is deleted on any instance, so it is
    // never cached; these keys serve a shopper's few saved-method calls, not the hot path.
    if (found && found.kind !== 'ephemeral' && found.kind !== 'customer_session') {
      if (this.#cache.size > 10_000) this.#cache.clear();
      this.#cache.set(hash, found);
    }
    return found ?? (expired ? 'expired' : undefined);
  }

  async #connectedAccount(platformId: string, requested: string, key: string): Promise<string> {
    const row = await this.db
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', requested)
      .where('parent_id', '=', platformId)
      .executeTakeFirst();
    if (!row) {
      throw permissionError(
        `The provided key '${redactKey(key)}' does not have access to account '${requested}' (or that account does not exist). Application access may have been revoked.`,
      );
    }
    return row.id;
  }

  #address(ip: string): AddressRecord | undefined {
    const record = this.#addresses.get(ip);
    if (record && record.failures > 0 && nowSeconds() - record.since > (this.options.windowSeconds ?? 60)) {
      record.failures = 0;
    }
    return record;
  }

  #limited(record: AddressRecord | undefined): boolean {
    return record !== undefined && record.failures >= (this.options.maxFailures ?? 30);
  }

  #fail(ip: string, record: AddressRecord | undefined): void {
    const entry = record ?? this.#newAddress(ip);
    if (entry.failures === 0) entry.since = nowSeconds();
    entry.failures++;
  }

  #prove(ip: string, record: AddressRecord | undefined, hash: string): void {
    const entry = record ?? this.#newAddress(ip);
    if (entry.proven.has(hash)) return;
    // Bounded memory: an address that cycles through many keys simply starts over.
    if (entry.proven.size >= 64) entry.proven.clear();
    entry.proven.add(hash);
  }

  #newAddress(ip: string): AddressRecord {
    if (this.#addresses.size >= 100_000) this.#addresses.clear();
    const entry: AddressRecord = { failures: 0, since: 0, proven: new Set() };
    this.#addresses.set(ip, entry);
    return entry;
  }
}

/** The kind of key a string claims to be, by its prefix: the lockout bucket it counts in. */
function keyKindOf(key: string): string {
  return /^(?:(?:sk|pk|rk|ek)_(?:test|live)_|cuss_secret_)/.exec(key)?.[0] ?? 'other';
}

/** `Bearer sk_...` or HTTP basic with the key as user name, as the official clients send it. */
export function extractKey(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const [scheme, value] = authorization.trim().split(/\s+/, 2);
  if (!scheme || !value) return undefined;
  if (scheme.toLowerCase() === 'bearer') return value;
  if (scheme.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const user = decoded.split(':')[0];
    return user || undefined;
  }
  return undefined;
}

export function publishableNotAllowed(): ApiError {
  return authenticationError(
    'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
  );
}

declare module '../kernel/app-context.js' {
  interface AppContext {
    authenticator: Authenticator;
  }
}
