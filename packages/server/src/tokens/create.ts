import { invalidRequest } from '../kernel/errors.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { CARD_MESSAGES, cardError, validateCard } from '../payment-data/card-errors.js';
import { sealFor } from '../payment-data/sealed.js';
import { detectBrand, isValidCvc, lookupTestCard } from '../simulator/cards/index.js';
import { insertResource } from '../store/index.js';
import { checkBankAccount, TEST_ROUTING_NUMBER } from './bank-account.js';
import { type TokenizedCard, testTokenCard } from './consume.js';
import type { CreateTokenParams } from './params.js';
import { legacyBrand, type Token, type TokenCard } from './token.js';

function baseToken(ctx: ServiceContext, id: string, type: Token['type']): Token {
  return {
    id,
    object: 'token',
    client_ip: null,
    created: nowSeconds(),
    livemode: ctx.scope.livemode,
    type,
    used: false,
  };
}

type CardInput = Exclude<NonNullable<CreateTokenParams['card']>, string>;

/**
 * A card token: from the card's details, or from a test wallet's token (`tok_visa_apple_pay`,
 * what the test wallet sheets pay with), as Stripe makes a token from the card an Apple Pay or
 * Google Pay sheet hands over (`tokenization_method` says which).
 */
async function cardToken(ctx: ServiceContext, input: NonNullable<CreateTokenParams['card']>): Promise<Token> {
  const wallet = typeof input === 'string' ? walletCard(ctx, input) : undefined;
  const details: CardInput = typeof input === 'string' ? {} : input;
  const card = wallet ?? validateCard(details, 'card');
  const known = lookupTestCard(card.number);
  const live = ctx.scope.livemode;
  const tokenCard: TokenCard = {
    id: newId('card'),
    object: 'card',
    address_city: details.address_city ?? null,
    address_country: details.address_country ?? null,
    address_line1: details.address_line1 ?? null,
    address_line1_check: details.address_line1 ? 'unchecked' : null,
    address_line2: details.address_line2 ?? null,
    address_state: details.address_state ?? null,
    address_zip: details.address_zip ?? null,
    address_zip_check: details.address_zip ? 'unchecked' : null,
    brand: legacyBrand(known.brand),
    country: live ? null : known.country,
    cvc_check: card.cvcProvided ? 'unchecked' : null,
    dynamic_last4: null,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    fingerprint: ctx.app.vault.fingerprint(ctx.scope.accountId, card.number),
    funding: live ? 'unknown' : known.funding,
    last4: card.number.slice(-4),
    metadata: {},
    name: details.name ?? null,
    networks: {
      preferred:
        details.networks?.preferred && known.networks.includes(details.networks.preferred)
          ? details.networks.preferred
          : null,
    },
    tokenization_method: wallet?.wallet ?? null,
    wallet: null,
  };
  const token: Token = { ...baseToken(ctx, newId('tok'), 'card'), card: tokenCard };
  await insertResource(ctx.db, 'tokens', ctx.scope, token);
  await sealFor(ctx, token.id, card.number);
  return token;
}

/** A `card` given as a string: only a test wallet's token, in test mode. */
function walletCard(ctx: ServiceContext, id: string): TokenizedCard {
  const card = ctx.scope.livemode ? undefined : testTokenCard(id);
  if (!card?.wallet) {
    throw invalidRequest(
      'Invalid card: pass the card as a hash of its details (number, exp_month, exp_year...).',
      'card',
    );
  }
  return card;
}

async function bankAccountToken(
  ctx: ServiceContext,
  input: NonNullable<CreateTokenParams['bank_account']>,
): Promise<Token> {
  const account = checkBankAccount(input);
  const { number, country, routing } = account;
  const token: Token = {
    ...baseToken(ctx, newId('btok'), 'bank_account'),
    bank_account: {
      id: newId('ba'),
      object: 'bank_account',
      account_holder_name: input.account_holder_name ?? null,
      account_holder_type: input.account_holder_type ?? null,
      account_type: input.account_type ?? null,
      bank_name: routing === TEST_ROUTING_NUMBER ? 'STRIPE TEST BANK' : null,
      country,
      currency: account.currency,
      fingerprint: ctx.app.vault.fingerprint(ctx.scope.accountId, `${routing ?? ''}:${number}`),
      last4: number.slice(-4),
      routing_number: routing,
      status: 'new',
    },
  };
  await insertResource(ctx.db, 'tokens', ctx.scope, token);
  await sealFor(ctx, token.id, number);
  return token;
}

/** A CVC update token: it records that a CVC was re-collected; the CVC itself is never kept. */
async function cvcUpdateToken(ctx: ServiceContext, cvc: string): Promise<Token> {
  const trimmed = cvc.trim();
  if (!isValidCvc(trimmed, detectBrand(''))) {
    throw cardError('invalid_cvc', CARD_MESSAGES.invalid_cvc, 'cvc');
  }
  const token = baseToken(ctx, newId('cvctok'), 'cvc_update');
  await insertResource(ctx.db, 'tokens', ctx.scope, token);
  return token;
}

/** `POST /v1/tokens`: exactly one of card, bank_account or cvc_update. */
export async function createToken(ctx: ServiceContext, params: CreateTokenParams): Promise<Token> {
  const { card, bank_account, cvc_update } = params;
  const given = [card, bank_account, cvc_update].filter((v) => v !== undefined).length;
  if (given === 0) {
    throw invalidRequest(
      'You must supply either a card, bank_account, or cvc_update to create a token.',
      undefined,
      'parameter_missing',
    );
  }
  if (given > 1) {
    throw invalidRequest('You may only specify one of these parameters: card, bank_account, cvc_update.');
  }
  if (card) return cardToken(ctx, card);
  if (bank_account) return bankAccountToken(ctx, bank_account);
  return cvcUpdateToken(ctx, cvc_update!.cvc);
}
