import { createHash, timingSafeEqual } from 'node:crypto';
import { invalidRequest, missingParam, resourceMissing } from '../kernel/errors.js';
import { newId, nowSeconds, randomToken } from '../kernel/ids.js';
import { applyMetadata, toAddress } from '../kernel/shared-params.js';
import { sealFor } from '../payment-data/sealed.js';
import { checkReturnUrl } from '../payment-intents/return-url.js';
import type { CallerContext } from '../routing/caller.js';
import { findResource, insertResource } from '../store/index.js';
import { type CreateSourceParams, SOURCE_TYPES, type SourceType } from './params.js';
import type { Source, SourceOwner } from './source.js';
import { sourceDetails } from './type-details.js';

/** The currency each type is paid in: the only one it accepts. */
const CURRENCIES: Partial<Record<SourceType, string>> = {
  sepa_debit: 'eur',
  ideal: 'eur',
  au_becs_debit: 'aud',
};

function owner(params: CreateSourceParams): SourceOwner {
  const given = params.owner;
  return {
    address: given?.address ? toAddress(given.address) : null,
    email: given?.email ?? null,
    name: given?.name ?? null,
    phone: given?.phone ?? null,
    verified_address: null,
    verified_email: null,
    verified_name: null,
    verified_phone: null,
  };
}

function sourceType(type: string): SourceType {
  if ((SOURCE_TYPES as readonly string[]).includes(type)) return type as SourceType;
  throw invalidRequest(
    `Invalid source type: must be one of ${SOURCE_TYPES.join(', ')}.`,
    'type',
    'parameter_invalid_string',
  );
}

function checkFields(type: SourceType, params: CreateSourceParams): void {
  const record = params as Record<string, unknown>;
  for (const other of SOURCE_TYPES) {
    if (other !== type && record[other] !== undefined) {
      throw invalidRequest(`You passed \`${other}\` but the source type is \`${type}\`.`, other);
    }
  }
  const currency = CURRENCIES[type];
  if (currency && params.currency !== undefined && params.currency !== currency) {
    throw invalidRequest(`A ${type} source must use currency \`${currency}\`.`, 'currency');
  }
  if (params.amount !== undefined && params.amount < 1) {
    throw invalidRequest('Amount must be at least 1.', 'amount');
  }
  if ((type === 'sepa_debit' || type === 'au_becs_debit') && !params.owner?.name) {
    throw missingParam('owner[name]');
  }
  if (type === 'au_becs_debit' && !params.owner?.email) throw missingParam('owner[email]');
  if (type === 'ideal') {
    if (params.amount === undefined) throw missingParam('amount');
    if (!params.redirect) throw missingParam('redirect[return_url]');
  }
}

function redirectUrl(value: string): string {
  try {
    return checkReturnUrl(value)!;
  } catch {
    throw invalidRequest('Not a valid URL', 'redirect[return_url]', 'url_invalid');
  }
}

/** `POST /v1/sources`: card, sepa_debit and au_becs_debit are chargeable at once; iDEAL redirects. */
export async function createSource(ctx: CallerContext, params: CreateSourceParams): Promise<Source> {
  const type = sourceType(params.type);
  checkFields(type, params);
  const id = newId('src');
  const { details, secret } = await sourceDetails(ctx, type, params, id);
  const clientSecret = `src_client_secret_${randomToken(24)}`;
  const redirects = type === 'ideal';
  const returnUrl = redirects ? redirectUrl(params.redirect!.return_url) : null;
  const source: Source = {
    id,
    object: 'source',
    amount: params.amount ?? null,
    client_secret: clientSecret,
    created: nowSeconds(),
    currency: CURRENCIES[type] ?? params.currency ?? null,
    flow: redirects ? 'redirect' : 'none',
    livemode: ctx.scope.livemode,
    metadata: applyMetadata({}, params.metadata),
    owner: owner(params),
    ...(redirects
      ? {
          redirect: {
            failure_reason: null,
            return_url: returnUrl!,
            status: 'pending' as const,
            url: `${ctx.app.config.publicUrl}/test/source/${id}?client_secret=${clientSecret}`,
          },
        }
      : {}),
    statement_descriptor: params.statement_descriptor ?? null,
    status: redirects ? 'pending' : 'chargeable',
    type,
    usage: params.usage ?? (redirects ? 'single_use' : 'reusable'),
    [type]: details,
  };
  await insertResource(ctx.db, 'sources', ctx.scope, source);
  if (secret !== undefined) await sealFor(ctx, id, secret);
  return source;
}

export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * `GET /v1/sources/:id`: with a secret key, or with a publishable key and the source's
 * client_secret (Stripe.js retrieves a source that way after a redirect).
 */
export async function retrieveSource(
  ctx: CallerContext,
  id: string,
  clientSecret: string | undefined,
): Promise<Source> {
  const source = await findResource<Source>(ctx.db, 'sources', ctx.scope, id);
  if (!source) throw resourceMissing('source', id, 'id');
  if (ctx.auth.kind === 'publishable') {
    const given = clientSecret;
    if (given === undefined || given === '') throw missingParam('client_secret');
    if (!sameSecret(given, source.client_secret)) {
      throw invalidRequest('The client_secret provided does not match the source.', 'client_secret');
    }
  }
  return source;
}
