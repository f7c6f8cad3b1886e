import { type LinkSurface, sharedPaymentMethodType } from '../link/shared-type.js';
import type { ApiResult } from './api-client.js';
import type { Collected } from './collect.js';
import type { ControllerContext } from './controller.js';
import { afterDecline, isRetryable, saveAndShare, share, signUpAndSave } from './link-payment.js';
import { failure } from './link-wallet-calls.js';

type Chosen = Extract<Collected, { ok: true }>;

/** How the Payment Element's Link choice turned out before the intent is confirmed. */
export type LinkPlan =
  /** No Link, or the opt-in fell back: the typed card pays as `payment_method_data`. */
  | { kind: 'plain' }
  /** A saved detail: shared, then paid with, when confirming (`confirmWithLink`). */
  | { kind: 'saved'; paymentDetailsId: string; surface: LinkSurface }
  /** "Pay by bank": a bank account linked in the modal when confirming, saved to Link, shared. */
  | { kind: 'newBank' }
  /** The typed card, just saved to Link and shared: its payment method pays. */
  | { kind: 'shared'; paymentMethod: string };

/**
 * docs/confirmation.md#link-confirm, before confirming: the opt-in signs up, saves the typed card
 * and shares it; a logged-in shopper's new card is saved and shared. Either falls back to the
 * plain card when any of that fails: the shopper's payment never fails because Link did.
 */
export async function planLink(ctx: ControllerContext, collected: Chosen): Promise<LinkPlan> {
  const choice = collected.link;
  if (!choice) return { kind: 'plain' };
  if (choice.kind === 'saved') {
    const surface = collected.express ? 'express_checkout' : 'payment_element';
    return { kind: 'saved', paymentDetailsId: choice.paymentDetailsId, surface };
  }
  if (choice.kind === 'newBank') return { kind: 'newBank' };
  const port = ctx.link.port;
  let paymentMethod: string | null;
  if (choice.kind === 'addNew') paymentMethod = await saveAndShare(port, collected.data, false);
  else {
    const { kind: _kind, ...fields } = choice;
    paymentMethod = await signUpAndSave(port, fields, collected.data);
  }
  return paymentMethod ? { kind: 'shared', paymentMethod } : { kind: 'plain' };
}

/**
 * Confirms with Link (request state `confirmLinkIntent`): a saved detail is shared first (a
 * failed share is the confirm's error: no card was typed to fall back to), a new bank account
 * is linked in the modal, saved and shared (a closed modal is the confirm's error); a retryable error
 * re-confirms once; a decline re-reads the saved details (insufficient_funds marked the detail
 * FAILED).
 */
export async function confirmWithLink(
  ctx: ControllerContext,
  plan: Exclude<LinkPlan, { kind: 'plain' }>,
  path: string,
  body: Record<string, unknown>,
): Promise<ApiResult> {
  const port = ctx.link.port;
  const answer = await port.core.track('confirmLinkIntent', async () => {
    let paymentMethod: string;
    if (plan.kind === 'saved' || plan.kind === 'newBank') {
      const shared =
        plan.kind === 'saved'
          ? await share(port, plan.paymentDetailsId, (detail) =>
              sharedPaymentMethodType(detail, plan.surface, ctx.session?.state.paymentMethodTypes ?? []),
            )
          : // Loaded on demand, with the linking modal's other calls.
            await (await import('./link-bank.js')).linkBankToWallet(ctx, String(body.client_secret));
      if ('error' in shared) return failure(shared.error);
      paymentMethod = shared.paymentMethod;
    } else paymentMethod = plan.paymentMethod;
    const confirmBody = { ...body, payment_method: paymentMethod };
    const first = await ctx.api.post(path, confirmBody);
    if (first.ok || !isRetryable(first.error)) return first;
    return ctx.api.post(path, confirmBody);
  });
  if (!answer.ok) await afterDecline(port, answer.error);
  return answer.ok ? answer : { ok: false, status: answer.status, error: answer.error };
}
