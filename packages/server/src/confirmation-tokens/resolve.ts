import { invalidRequest, resourceMissing } from '../kernel/errors.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { openFor } from '../payment-data/sealed.js';
import { storePaymentMethod } from '../payment-methods/create.js';
import type { PaymentMethodData } from '../payment-methods/params.js';
import type { PaymentMethod } from '../payment-methods/payment-method.js';
import { resolvePaymentMethod } from '../payment-methods/resolve.js';
import { parseData, updateResource } from '../store/index.js';
import type { ConfirmationToken, MandateData, SealedPayload } from './confirmation-token.js';

export interface ResolvedConfirmationToken {
  /** The token as the API shows it. */
  token: ConfirmationToken;
  payment_method_preview: ConfirmationToken['payment_method_preview'];
  /**
   * The payment method data it was made with (a card's number restored; the CVC is never
   * kept), or null when it names a saved payment method. Prefer `paymentMethod()`, which
   * also keeps whether a CVC was collected.
   */
  payment_method_data: PaymentMethodData | null;
  /** The saved payment method it names, or null. */
  payment_method: string | null;
  shipping: ConfirmationToken['shipping'];
  return_url: string | null;
  setup_future_usage: 'off_session' | 'on_session' | null;
  mandate_data: MandateData | null;
  payment_method_options: ConfirmationToken['payment_method_options'];
  /** The payment method to confirm with: made now from the sealed data, or the saved one. */
  paymentMethod(): Promise<PaymentMethod>;
  /** Records that an intent was confirmed with it; it cannot be used again. */
  markUsed(intent: { payment_intent?: string; setup_intent?: string }): Promise<ConfirmationToken>;
}

export function confirmationTokenUsed(id: string, param?: string) {
  return invalidRequest(
    `You cannot use a ConfirmationToken more than once: ${id}.`,
    param,
    'token_already_used',
  );
}

/**
 * A confirmation token of this account and mode, ready to confirm an intent with: refused
 * when unknown (404), expired, or already used. Locks the row for the rest of the request.
 */
export async function resolveConfirmationToken(
  ctx: ServiceContext,
  id: string,
  param = 'confirmation_token',
): Promise<ResolvedConfirmationToken> {
  const row =
    typeof id === 'string' && id
      ? await ctx.db
          .selectFrom('confirmation_tokens')
          .select(['data', 'used'])
          .where('id', '=', id)
          .where('account_id', '=', ctx.scope.accountId)
          .where('livemode', '=', ctx.scope.livemode)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
  if (!row) throw resourceMissing('ConfirmationToken', String(id), param);
  const token = parseData(row.data) as ConfirmationToken;
  if (row.used) throw confirmationTokenUsed(id, param);
  if (token.expires_at <= nowSeconds()) {
    throw invalidRequest(
      `This ConfirmationToken has expired: ${id}. Create a new ConfirmationToken and confirm with it.`,
      param,
    );
  }
  const sealed = await openFor(ctx, id);
  if (!sealed) throw resourceMissing('ConfirmationToken', id, param);
  const payload = JSON.parse(sealed) as SealedPayload;
  return {
    token,
    payment_method_preview: token.payment_method_preview,
    payment_method_data: payload.data,
    payment_method: payload.paymentMethod,
    shipping: token.shipping,
    return_url: token.return_url,
    setup_future_usage: token.setup_future_usage,
    mandate_data: token.mandate_data,
    payment_method_options: token.payment_method_options,
    async paymentMethod() {
      if (payload.paymentMethod) return resolvePaymentMethod(ctx, payload.paymentMethod, param);
      const built = payload.built!;
      const pm: PaymentMethod = { ...built.pm, id: newId('pm'), created: nowSeconds() };
      return storePaymentMethod(ctx, {
        pm,
        fingerprint: built.fingerprint,
        ...(built.secret ? { secret: built.secret } : {}),
      });
    },
    async markUsed(intent) {
      const used: ConfirmationToken = {
        ...token,
        payment_intent: intent.payment_intent ?? token.payment_intent,
        setup_intent: intent.setup_intent ?? token.setup_intent,
      };
      await updateResource(ctx.db, 'confirmation_tokens', ctx.scope, used, { used: true });
      return used;
    },
  };
}
