import type { ConsumerClient, ConsumerResult } from './consumer-client.js';
import { normalizeEmail } from './consumer-client.js';
import type { LookupAnswer } from './wire.js';

/**
 * docs/link.md#stored-logins: ephemeral (session storage) or persistent (local storage). It is
 * the storage of the Payframe origin, inside its frames: the merchant page cannot read it.
 */
export type LoginLifetime = 'session' | 'persistent';

/** One remembered login: the verified consumer session's client secret. */
export interface StoredCredential {
  secret: string;
  lifetime: LoginLifetime;
  email: string;
  storedAt: number;
  /**
   * The merchant (its publishable key) whose page the shopper verified on: the login is restored
   * on that merchant's pages only. Frames of this origin on another merchant's site share the
   * storage (where the browser does not partition it), and must not sign the shopper in there.
   */
  merchant: string;
}

const KEY = 'payframe.link.logins';
/** Logins kept per store and merchant: one per e-mail, the newest few (each is tried by a lookup). */
export const MAX_STORED_LOGINS = 3;
/** Other merchants' logins kept beside this one's, at the most. */
const MAX_OTHER_LOGINS = 12;

export interface LoginStores {
  session: Storage | null;
  persistent: Storage | null;
}

/** The frame window's stores; a browser that refuses storage (privacy settings) gives none. */
export function browserStores(): LoginStores {
  const open = (get: () => Storage): Storage | null => {
    try {
      return get();
    } catch {
      return null;
    }
  };
  return { session: open(() => window.sessionStorage), persistent: open(() => window.localStorage) };
}

function isCredential(value: unknown): value is StoredCredential {
  const record = value as Record<string, unknown> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.secret === 'string' &&
    typeof record.email === 'string' &&
    typeof record.storedAt === 'number' &&
    typeof record.merchant === 'string' &&
    (record.lifetime === 'session' || record.lifetime === 'persistent')
  );
}

/** The set, get and clear operations of docs/confirmation.md, over both lifetimes. */
export class LoginStorage {
  constructor(
    private readonly stores: LoginStores = browserStores(),
    /** The merchant these logins belong to: the page's publishable key. */
    private readonly merchant = '',
  ) {}

  private store(lifetime: LoginLifetime): Storage | null {
    return lifetime === 'session' ? this.stores.session : this.stores.persistent;
  }

  /** Every merchant's logins of one lifetime. */
  private readAll(lifetime: LoginLifetime): StoredCredential[] {
    try {
      const parsed = JSON.parse(this.store(lifetime)?.getItem(KEY) ?? '[]') as unknown;
      return Array.isArray(parsed) ? parsed.filter(isCredential).filter((c) => c.lifetime === lifetime) : [];
    } catch {
      return [];
    }
  }

  private read(lifetime: LoginLifetime): StoredCredential[] {
    return this.readAll(lifetime).filter((c) => c.merchant === this.merchant);
  }

  /** Replaces this merchant's logins; other merchants' stay as they were. */
  private write(lifetime: LoginLifetime, credentials: StoredCredential[]): void {
    const others = this.readAll(lifetime)
      .filter((c) => c.merchant !== this.merchant)
      .slice(0, MAX_OTHER_LOGINS);
    const all = [...credentials, ...others];
    try {
      const store = this.store(lifetime);
      if (all.length === 0) store?.removeItem(KEY);
      else store?.setItem(KEY, JSON.stringify(all));
    } catch {
      // A full or refused store: the shopper verifies again next time.
    }
  }

  /** Remembers a verified login, newest first; an older one for the same e-mail is replaced. */
  set(input: { secret: string; email: string; lifetime: LoginLifetime }): void {
    const merchant = this.merchant;
    const email = normalizeEmail(input.email);
    for (const lifetime of ['session', 'persistent'] as const) {
      const kept = this.read(lifetime).filter((c) => c.email !== email && c.secret !== input.secret);
      if (lifetime === input.lifetime)
        kept.unshift({ secret: input.secret, email, lifetime, storedAt: Date.now(), merchant });
      this.write(lifetime, kept.slice(0, MAX_STORED_LOGINS));
    }
  }

  /** Every stored login, this tab's (session) first, newest first within each. */
  get(): StoredCredential[] {
    return [...this.read('session'), ...this.read('persistent')];
  }

  /** Forgets one login (by its secret), or all of them. */
  clear(secret?: string): void {
    for (const lifetime of ['session', 'persistent'] as const) {
      this.write(
        lifetime,
        secret === undefined ? [] : this.read(lifetime).filter((c) => c.secret !== secret),
      );
    }
  }
}

export interface StoredLogin {
  credential: StoredCredential;
  /** The lookup answer, its verification sessions narrowed to the VERIFIED ones. */
  answer: LookupAnswer;
}

/**
 * docs/link.md#stored-logins: each stored credential in turn is looked up;
 * the first that finds a consumer becomes the active secret, keeping only VERIFIED verification
 * sessions. When none does, the stored credentials are cleared, unless an e-mail was supplied
 * (they may belong to another e-mail the shopper comes back with).
 */
export async function loginByStoredCredential(
  client: ConsumerClient,
  storage: LoginStorage,
  email?: string,
): Promise<StoredLogin | null> {
  const wanted = email === undefined ? undefined : normalizeEmail(email);
  for (const stored of storage.get()) {
    if (wanted !== undefined && stored.email !== wanted) continue;
    let credential = stored;
    let result = await lookupBy(client, credential, wanted);
    if (result.ok && !foundBy(result.body, credential.secret)) {
      // Past its hour the secret no longer looks up; within the grace period it is extended.
      const extended = await client.extendSecret(credential.secret);
      if (extended.ok) {
        credential = { ...credential, secret: extended.body.consumer_session_client_secret };
        storage.set(credential);
        result = await lookupBy(client, credential, wanted);
      }
    }
    if (!result.ok || !foundBy(result.body, credential.secret)) continue;
    const session = result.body.consumer_session!;
    client.setSecret(credential.secret);
    const verified = session.verification_sessions.filter((v) => v.state === 'VERIFIED');
    return {
      credential,
      answer: { ...result.body, consumer_session: { ...session, verification_sessions: verified } },
    };
  }
  if (wanted === undefined) storage.clear();
  return null;
}

function lookupBy(
  client: ConsumerClient,
  credential: StoredCredential,
  email: string | undefined,
): Promise<ConsumerResult<LookupAnswer>> {
  return client.lookup({ email, cookies: { secrets: [credential.secret], lifetime: credential.lifetime } });
}

/**
 * Found by this credential: the server answers its own session (a lookup by e-mail alone
 * would answer a new, unverified one).
 */
function foundBy(answer: LookupAnswer, secret: string): boolean {
  return answer.exists && answer.consumer_session?.client_secret === secret;
}
