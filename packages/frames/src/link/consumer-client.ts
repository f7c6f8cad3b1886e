import { LINK_LOOKUP_MAX_ATTEMPTS } from '@payframe/core/constants';
import { LINK_CLIENT_ERRORS, type LinkClientErrorCode } from '@payframe/core/link-errors';
import type { WireError } from '@payframe/js/protocol';
import type { ApiClient, ApiResult } from '../controller/api-client.js';
import type {
  ConfirmVerificationAnswer,
  CreateBankDetailsInput,
  CreateDetailsInput,
  ExtendAnswer,
  LookupAnswer,
  PaymentDetailsWire,
  ShareInput,
  ShippingAddressWire,
  SignUpAnswer,
  SignUpInput,
  UpdateDetailsInput,
  VerificationType,
} from './wire.js';

/** What every consumer call resolves with: the answer, or the error the wallet shows or acts on. */
export type ConsumerResult<T> = { ok: true; body: T } | { ok: false; status: number; error: WireError };

/** docs/link.md#constants: a lookup is tried at most twice. */
export const LOOKUP_ATTEMPTS = LINK_LOOKUP_MAX_ATTEMPTS;
/** The surface the Payframe frames call from (the server accepts and ignores it). */
export const REQUEST_SURFACE = 'web_elements';

/** Stored verification-session secrets sent with a lookup (the wallet's "cookies"). */
export interface LookupCookies {
  secrets: string[];
  lifetime: 'session' | 'persistent';
}

export interface LookupInput {
  email?: string;
  emailSource?: 'user_action' | 'default_value' | 'customer_object' | 'prefilled_email';
  cookies?: LookupCookies;
  amount?: number | null;
  currency?: string | null;
}

/** docs/link.md#validation: lookup and billing e-mails are trimmed and lower-cased (also the cache key). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An LJS client error (docs/link.md#errors) as a failed result: the call never reached the server. */
export function clientError(code: LinkClientErrorCode): ConsumerResult<never> {
  return {
    ok: false,
    status: 0,
    error: { type: 'invalid_request_error', code, message: LINK_CLIENT_ERRORS[code] },
  };
}

const unexpected = (error: unknown): ConsumerResult<never> => ({
  ok: false,
  status: 0,
  error: {
    type: 'unexpected_error',
    code: 'unexpected_error',
    message: error instanceof Error ? error.message : 'An unexpected error occurred.',
  },
});

/**
 * The consumer calls of docs/link.md#calls on the controller's API client. It holds the active
 * consumer session secret: a call answered `consumer_session_credentials_invalid` extends the
 * session once and is retried with the new secret; if extending fails, the original error is
 * what the caller gets. Network failures are api_connection_error (the API client's); anything
 * thrown is unexpected_error.
 */
export class ConsumerClient {
  private secret: string | null = null;
  private readonly lookups = new Map<string, Promise<ConsumerResult<LookupAnswer>>>();
  /** Told whenever the active secret changes (extended, verified, logged out). */
  onSecretChange: (secret: string | null) => void = () => {};

  constructor(
    private readonly api: ApiClient,
    private readonly surface: { sessionId?: string; locale?: string } = {},
  ) {}

  get activeSecret(): string | null {
    return this.secret;
  }

  setSecret(secret: string | null): void {
    if (secret === this.secret) return;
    this.secret = secret;
    this.onSecretChange(secret);
  }

  /** The lookup (and payment-plan) caches: cleared once a verification changes what they answer. */
  clearCaches(): void {
    this.lookups.clear();
  }

  /**
   * consumers/sessions/lookup: retried once on an error without a code (a connection or server
   * failure), and cached per e-mail and cookies. A failed lookup is not cached.
   */
  lookup(input: LookupInput): Promise<ConsumerResult<LookupAnswer>> {
    const email = input.email === undefined ? undefined : normalizeEmail(input.email);
    const key = JSON.stringify([
      email ?? null,
      input.cookies?.secrets ?? [],
      input.cookies?.lifetime ?? null,
    ]);
    const cached = this.lookups.get(key);
    if (cached) return cached;
    const body: Record<string, unknown> = {
      ...this.base(),
      email_address: email,
      email_source: input.emailSource,
      amount: input.amount ?? undefined,
      currency: input.currency ?? undefined,
    };
    if (input.cookies && input.cookies.secrets.length > 0) {
      body.cookies = {
        verification_session_client_secrets: input.cookies.secrets,
        lifetime: input.cookies.lifetime,
      };
    }
    const pending = this.guard(async () => {
      let result = await this.api.post('/v1/consumers/sessions/lookup', body);
      for (let attempt = 1; attempt < LOOKUP_ATTEMPTS && !result.ok && !result.error.code; attempt++)
        result = await this.api.post('/v1/consumers/sessions/lookup', body);
      return result as ApiResult<LookupAnswer>;
    });
    this.lookups.set(key, pending);
    void pending.then((result) => {
      if (!result.ok && this.lookups.get(key) === pending) this.lookups.delete(key);
    });
    return pending;
  }

  startVerification(type: Exclude<VerificationType, 'SIGNUP'>) {
    return this.withSession('/v1/consumers/sessions/start_verification', {
      type,
      locale: this.surface.locale,
    }) as Promise<ConsumerResult<{ consumer_session: LookupAnswer['consumer_session'] }>>;
  }

  /** A code (SMS, EMAIL) or a passkey's answer as JSON (WEBAUTHN). Clears the lookup cache on success. */
  async confirmVerification(
    type: Exclude<VerificationType, 'SIGNUP'>,
    proof: { code: string } | { webauthnCredentialData: string },
  ): Promise<ConsumerResult<ConfirmVerificationAnswer>> {
    const result = (await this.withSession('/v1/consumers/sessions/confirm_verification', {
      type,
      ...('code' in proof
        ? { code: proof.code.trim() }
        : { webauthn_credential_data: proof.webauthnCredentialData }),
    })) as ConsumerResult<ConfirmVerificationAnswer>;
    if (result.ok) this.clearCaches();
    return result;
  }

  /** A verified consumer adds a passkey: the options navigator.credentials.create takes (JSON). */
  startPasskeyRegistration() {
    return this.withSession('/v1/consumers/passkeys/start_registration', {}) as Promise<
      ConsumerResult<{ public_key_credential_creation_options?: Record<string, unknown> }>
    >;
  }

  /** The browser's new credential as JSON, as the server reads it. */
  confirmPasskeyRegistration(credential: string) {
    return this.withSession('/v1/consumers/passkeys/confirm_registration', {
      webauthn_credential_data: credential,
    }) as Promise<ConsumerResult<{ passkey: { id: string; object: string; created: number } }>>;
  }

  /** consumers/accounts/sign_up: the new account's session becomes the active one. */
  async signUp(input: SignUpInput): Promise<ConsumerResult<SignUpAnswer>> {
    const result = await this.guard(
      () =>
        this.api.post('/v1/consumers/accounts/sign_up', {
          ...this.base(),
          ...input,
          email_address: normalizeEmail(input.email_address),
        }) as Promise<ApiResult<SignUpAnswer>>,
    );
    if (result.ok) {
      this.clearCaches();
      this.setSecret(result.body.consumer_session.client_secret);
    }
    return result;
  }

  /** Clears the caches, calls the server, and always forgets the session secret (docs/link.md#states). */
  async logOut(): Promise<ConsumerResult<Record<string, unknown>>> {
    this.clearCaches();
    const secret = this.secret;
    if (secret === null) return clientError('LJS002');
    const result = await this.guard(() =>
      this.api.post('/v1/consumers/sessions/log_out', { ...this.base(), ...this.credentials(secret) }),
    );
    this.setSecret(null);
    return result;
  }

  /** consumers/sessions/extend: a new client secret for the active session, which it replaces. */
  async extend(): Promise<ConsumerResult<ExtendAnswer>> {
    const secret = this.secret;
    if (secret === null) return clientError('LJS002');
    const result = await this.extendSecret(secret);
    if (result.ok) this.setSecret(result.body.consumer_session_client_secret);
    return result;
  }

  /** Extends a session by its secret (a stored login past its expiry) without making it active. */
  extendSecret(secret: string): Promise<ConsumerResult<ExtendAnswer>> {
    return this.guard(
      () =>
        this.api.post('/v1/consumers/sessions/extend', {
          ...this.base(),
          ...this.credentials(secret),
        }) as Promise<ApiResult<ExtendAnswer>>,
    );
  }

  listPaymentDetails(types: string[] = ['card']) {
    return this.withSession('/v1/consumers/payment_details/list', { types }) as Promise<
      ConsumerResult<{ redacted_payment_details: PaymentDetailsWire[] }>
    >;
  }

  createPaymentDetails(input: CreateDetailsInput) {
    return this.withSession('/v1/consumers/payment_details', {
      type: 'card',
      ...input,
      billing_email_address:
        input.billing_email_address === undefined ? undefined : normalizeEmail(input.billing_email_address),
    }) as Promise<ConsumerResult<{ redacted_payment_details: PaymentDetailsWire }>>;
  }

  /** A bank account the shopper just linked, saved beside their cards. */
  createBankDetails(input: CreateBankDetailsInput) {
    return this.withSession('/v1/consumers/payment_details', {
      type: 'bank_account',
      ...input,
      billing_email_address:
        input.billing_email_address === undefined ? undefined : normalizeEmail(input.billing_email_address),
    }) as Promise<ConsumerResult<{ redacted_payment_details: PaymentDetailsWire }>>;
  }

  updatePaymentDetails(id: string, input: UpdateDetailsInput) {
    return this.withSession(`/v1/consumers/payment_details/${encodeURIComponent(id)}`, {
      ...input,
      // null clears a value: the form encoding sends it as an empty string.
      preferred_network: input.preferred_network === null ? '' : input.preferred_network,
      nickname: input.nickname === null ? '' : input.nickname,
    }) as Promise<ConsumerResult<{ redacted_payment_details: PaymentDetailsWire }>>;
  }

  deletePaymentDetails(id: string, isAutomatic = false) {
    return this.withSession(
      `/v1/consumers/payment_details/${encodeURIComponent(id)}`,
      { is_automatic: isAutomatic },
      'DELETE',
    ) as Promise<ConsumerResult<{ id: string; deleted: true }>>;
  }

  /** consumers/payment_details/share: a payment method the merchant's intent can be confirmed with. */
  sharePaymentDetails(input: ShareInput) {
    return this.withSession('/v1/consumers/payment_details/share', {
      id: input.id,
      payment_method_options: input.cvc ? { card: { cvc: input.cvc } } : undefined,
      expected_payment_method_type: input.expectedPaymentMethodType,
      allow_redisplay: input.allowRedisplay,
      billing_email: input.billingEmail === undefined ? undefined : normalizeEmail(input.billingEmail),
      billing_phone: input.billingPhone,
      expand: ['payment_method'],
    }) as Promise<ConsumerResult<{ id: string; payment_method: Record<string, unknown> }>>;
  }

  /** elements/wallet-config: whether Link may be offered on this page (`link_available`). */
  walletConfig() {
    return this.guard(
      () =>
        this.api.get('/v1/elements/wallet-config', { session_id: this.surface.sessionId }) as Promise<
          ApiResult<{ link_available?: boolean }>
        >,
    );
  }

  listShippingAddresses() {
    return this.withSession('/v1/consumers/shipping_addresses/list', {}) as Promise<
      ConsumerResult<{ shipping_addresses: ShippingAddressWire[] }>
    >;
  }

  deleteShippingAddress(id: string) {
    return this.withSession(
      `/v1/consumers/shipping_addresses/${encodeURIComponent(id)}`,
      {},
      'DELETE',
    ) as Promise<ConsumerResult<{ id: string; deleted: true }>>;
  }

  private base(): Record<string, unknown> {
    return { request_surface: REQUEST_SURFACE, session_id: this.surface.sessionId };
  }

  private credentials(secret: string) {
    return { credentials: { consumer_session_client_secret: secret } };
  }

  /**
   * A call with the active session's credentials. Expired credentials extend the session once
   * and the call is made again; when extending fails the first error is returned.
   */
  private async withSession(
    path: string,
    params: Record<string, unknown>,
    method: 'POST' | 'DELETE' = 'POST',
  ): Promise<ConsumerResult<Record<string, any>>> {
    return this.guard(async () => {
      const call = (secret: string) => {
        const body = { ...this.base(), ...params, ...this.credentials(secret) };
        return method === 'POST' ? this.api.post(path, body) : this.api.delete(path, body);
      };
      const secret = this.secret;
      if (secret === null) return clientError('LJS004');
      const first = await call(secret);
      if (first.ok || first.error.code !== 'consumer_session_credentials_invalid') return first;
      const extended = await this.extend();
      if (!extended.ok || this.secret === null) return first;
      return call(this.secret);
    });
  }

  /** Anything thrown becomes unexpected_error: a wallet call never rejects. */
  private async guard<T>(run: () => Promise<ApiResult<T>>): Promise<ConsumerResult<T>> {
    try {
      return await run();
    } catch (error) {
      return unexpected(error);
    }
  }
}
