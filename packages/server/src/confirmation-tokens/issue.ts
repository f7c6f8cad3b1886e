import { newId, nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { sealFor } from '../payment-data/sealed.js';
import type { PaymentMethod } from '../payment-methods/payment-method.js';
import { insertResource } from '../store/index.js';
import {
  CONFIRMATION_TOKEN_TTL_SECONDS,
  type ConfirmationToken,
  previewOf,
  type SealedPayload,
} from './confirmation-token.js';

/** The fields of a token its maker chooses; the rest are the token's own. */
export type TokenFields = Pick<
  ConfirmationToken,
  | 'mandate_data'
  | 'payment_method_options'
  | 'return_url'
  | 'setup_future_usage'
  | 'shipping'
  | 'use_stripe_sdk'
> & { presentment?: { fx_quote: string; presentment_currency: string } | null };

const NO_FIELDS: TokenFields = {
  mandate_data: null,
  payment_method_options: null,
  return_url: null,
  setup_future_usage: null,
  shipping: null,
  use_stripe_sdk: false,
};

/**
 * Stores a new confirmation token previewing `preview` and seals what confirm needs. Every
 * token is used once; `ttlSeconds` says how soon it expires unused.
 */
export async function issueConfirmationToken(
  ctx: ServiceContext,
  preview: PaymentMethod,
  payload: SealedPayload,
  fields: Partial<TokenFields> = {},
  ttlSeconds = CONFIRMATION_TOKEN_TTL_SECONDS,
): Promise<ConfirmationToken> {
  const created = nowSeconds();
  const chosen = { ...NO_FIELDS, ...fields };
  const token: ConfirmationToken = {
    id: newId('ctoken'),
    object: 'confirmation_token',
    created,
    expires_at: created + ttlSeconds,
    livemode: ctx.scope.livemode,
    mandate_data: chosen.mandate_data,
    payment_intent: null,
    payment_method_options: chosen.payment_method_options,
    payment_method_preview: previewOf(preview),
    return_url: chosen.return_url,
    setup_future_usage: chosen.setup_future_usage,
    setup_intent: null,
    shipping: chosen.shipping,
    use_stripe_sdk: chosen.use_stripe_sdk,
    ...(chosen.presentment
      ? {
          fx_quote: chosen.presentment.fx_quote,
          presentment_details: { presentment_currency: chosen.presentment.presentment_currency },
        }
      : {}),
  };
  await insertResource(ctx.db, 'confirmation_tokens', ctx.scope, token);
  await sealFor(ctx, token.id, JSON.stringify(payload));
  return token;
}
