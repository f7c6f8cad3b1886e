import { hashKey, sameHash } from '../accounts/index.js';
import { invalidRequest } from '../kernel/errors.js';
import type { RequestContext } from '../routing/route.js';
import type { Card } from './card.js';
import { openSecrets } from './card-store.js';

/** The card fields that are answered only when asked for by `expand[]`. */
const SECRET_PATHS = ['number', 'cvc', 'pin.number'] as const;

/**
 * Fills in the card's number, CVC and PIN as far as `expand[]` asks and the key may see them.
 * The secret key may read the number and CVC (as Stripe's API allows); the PIN, and any of them
 * in a browser, only come to the display elements: an ephemeral key made for this card with a
 * nonce, and the private half of that nonce, which never left the Payframe frames.
 */
export async function revealSecrets(
  ctx: RequestContext<{ ephemeral_key_private_nonce?: string | undefined }>,
  card: Card,
): Promise<Card> {
  const wanted = SECRET_PATHS.filter((path) => ctx.expand?.includes(path));
  if (wanted.length === 0) return card;
  if (ctx.auth.kind === 'secret') {
    if (wanted.includes('pin.number')) {
      throw invalidRequest(
        "A card's PIN is shown only by the issuing card display elements, with an ephemeral key and its nonce.",
        'expand',
      );
    }
  } else {
    await checkNonce(ctx, card.id);
  }
  const secrets = await openSecrets(ctx, card.id);
  if (!secrets) return card;
  return {
    ...card,
    ...(wanted.includes('number') ? { number: secrets.number } : {}),
    ...(wanted.includes('cvc') ? { cvc: secrets.cvc } : {}),
    ...(wanted.includes('pin.number') ? { pin: { number: secrets.pin } } : {}),
  };
}

async function checkNonce(
  ctx: RequestContext<{ ephemeral_key_private_nonce?: string | undefined }>,
  cardId: string,
): Promise<void> {
  const privateNonce = ctx.params.ephemeral_key_private_nonce;
  if (!ctx.auth.nonce) {
    throw invalidRequest(
      "This ephemeral key was made without a nonce: it cannot show the card's details.",
      'expand',
    );
  }
  if (!privateNonce) {
    throw invalidRequest(
      'Missing required param: ephemeral_key_private_nonce.',
      'ephemeral_key_private_nonce',
      'parameter_missing',
    );
  }
  const row = await ctx.db
    .selectFrom('ephemeral_key_nonces')
    .select(['private_hash', 'issuing_card'])
    .where('id', '=', ctx.auth.nonce)
    .where('account_id', '=', ctx.scope.accountId)
    .executeTakeFirst();
  if (!row || row.issuing_card !== cardId || !sameHash(row.private_hash, hashKey(privateNonce))) {
    throw invalidRequest(
      'The ephemeral_key_private_nonce does not match the nonce this ephemeral key was made with.',
      'ephemeral_key_private_nonce',
    );
  }
}
