import { invalidRequest, missingParam } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { validateBecsAccount } from '../payment-data/becs.js';
import { validateCard } from '../payment-data/card-errors.js';
import { validateIban } from '../payment-data/iban.js';
import { simpleTypeDetails } from '../payment-methods/type-details.js';
import { lookupTestCard } from '../simulator/cards/index.js';
import { consumeCardToken, legacyBrand } from '../tokens/index.js';
import type { CreateSourceParams } from './params.js';

/** The `<type>` hash of a new source, and the secret (card number, IBAN, account) to seal. */
export interface SourceDetails {
  details: Record<string, unknown>;
  secret?: string;
}

async function cardDetails(ctx: ServiceContext, params: CreateSourceParams): Promise<SourceDetails> {
  if (params.token !== undefined && params.card !== undefined) {
    throw invalidRequest('You cannot pass both `token` and `card`; pass one of them.', 'token');
  }
  const card = params.token
    ? await consumeCardToken(ctx, params.token, 'token')
    : params.card
      ? validateCard(params.card, 'card')
      : undefined;
  if (!card) throw missingParam('card');
  const known = lookupTestCard(card.number);
  const live = ctx.scope.livemode;
  const address = params.owner?.address;
  const threeDSecure =
    known.behaviour.threeDSecure === 'not_supported'
      ? 'not_supported'
      : known.behaviour.authentication === 'never'
        ? 'optional'
        : 'required';
  return {
    secret: card.number,
    details: {
      address_line1_check: address?.line1 ? 'unchecked' : null,
      address_zip_check: address?.postal_code ? 'unchecked' : null,
      brand: legacyBrand(known.brand),
      country: live ? null : known.country,
      cvc_check: card.cvcProvided ? 'unchecked' : null,
      dynamic_last4: null,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      fingerprint: ctx.app.vault.fingerprint(ctx.scope.accountId, card.number),
      funding: live ? 'unknown' : known.funding,
      last4: card.number.slice(-4),
      name: params.owner?.name ?? null,
      three_d_secure: threeDSecure,
      tokenization_method: 'wallet' in card ? (card.wallet ?? null) : null,
    },
  };
}

function sepaDetails(ctx: ServiceContext, params: CreateSourceParams, id: string): SourceDetails {
  if (!params.sepa_debit) throw missingParam('sepa_debit[iban]');
  const iban = validateIban(params.sepa_debit.iban, 'sepa_debit[iban]');
  return {
    secret: iban.iban,
    details: {
      bank_code: iban.bankCode,
      branch_code: iban.branchCode,
      country: iban.country,
      fingerprint: ctx.app.vault.fingerprint(ctx.scope.accountId, iban.iban),
      last4: iban.last4,
      mandate_reference: id.slice(4, 20).toUpperCase(),
      // No hosted mandate page exists for sources: the mandate is the reference alone.
      mandate_url: null,
    },
  };
}

/** BECS: a 6-digit BSB (000-000 is the test one) and a 5 to 9 digit account number. */
function becsDetails(ctx: ServiceContext, params: CreateSourceParams): SourceDetails {
  if (!params.au_becs_debit) throw missingParam('au_becs_debit[bsb_number]');
  const { bsb_number, account_number } = params.au_becs_debit;
  const account = validateBecsAccount(bsb_number, account_number, 'au_becs_debit');
  return {
    secret: account.secret,
    details: {
      bsb_number: account.bsb,
      fingerprint: ctx.app.vault.fingerprint(ctx.scope.accountId, `becs:${account.secret}`),
      last4: account.last4,
    },
  };
}

/** The type hash of a source being made; bad data is a 400 naming its parameter. */
export async function sourceDetails(
  ctx: ServiceContext,
  type: string,
  params: CreateSourceParams,
  id: string,
): Promise<SourceDetails> {
  switch (type) {
    case 'card':
      return cardDetails(ctx, params);
    case 'sepa_debit':
      return sepaDetails(ctx, params, id);
    case 'au_becs_debit':
      return becsDetails(ctx, params);
    default: {
      const ideal = simpleTypeDetails('ideal', params.ideal);
      return {
        details: {
          ...ideal,
          iban_last4: null,
          statement_descriptor: params.ideal?.statement_descriptor ?? null,
        },
      };
    }
  }
}
