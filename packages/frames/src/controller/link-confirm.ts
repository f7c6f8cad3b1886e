import type { WireError } from '@payframe/js/protocol';
import type { ApiResult } from './api-client.js';
import type { Collected } from './collect.js';
import type { ControllerContext } from './controller.js';
import { afterDecline, isRetryable, saveAndShare, share, signUpAndSave } from './link-payment.js';

type Chosen = Extract<Collected, { ok: true }>;

/** How the Payment Element's Link choice turned out for this confirm. */
export type LinkPlan =
  /** No Link, or the opt-in fell back: the typed card pays as `payment_method_data`. */
  | { kind: 'plain' }
  /** A shared Link card pays as `payment_method` (a saved detail, or the card just saved). */
  | { kind: 'shared'; paymentMethod: string; saved: boolean }
  | { kind: 'error'; error: WireError };

/**
 * Spec 3 section 4 "Link confirm": a saved detail is shared and its payment method confirms the
 * intent; the opt-in signs up, saves the typed card and shares it, falling back to the plain
 * card when any of that fails (the shopper's payment never fails because Link did).
 */
export async function planLink(ctx: ControllerContext, collected: Chosen): Promise<LinkPlan> {
  const choice = collected.link;
  if (!choice) return { kind: 'plain' };
  const port = ctx.link.port;
  if (choice.kind === 'saved') {
    const shared = await share(port, choice.paymentDetailsId);
    return 'error' in shared
      ? { kind: 'error', error: shared.error }
      : { kind: 'shared', paymentMethod: shared.paymentMethod, saved: true };
  }
  let paymentMethod: string | null;
  if (choice.kind === 'addNew') paymentMethod = await saveAndShare(port, collected.data, false);
  else {
    const { kind: _kind, ...fields } = choice;
    paymentMethod = await signUpAndSave(port, fields, collected.data);
  }
  return paymentMethod ? { kind: 'shared', paymentMethod, saved: false } : { kind: 'plain' };
}

/**
 * Confirms with a shared Link card: a retryable error re-confirms once; a decline re-reads the
 * saved details (insufficient_funds marked the detail FAILED). The request state is
 * `confirmLinkIntent`.
 */
export async function confirmShared(
  ctx: ControllerContext,
  path: string,
  body: Record<string, any>,
): Promise<ApiResult> {
  const port = ctx.link.port;
  port.request('confirmLinkIntent');
  let answer = await ctx.api.post(path, body);
  if (!answer.ok && isRetryable(answer.error)) answer = await ctx.api.post(path, body);
  if (answer.ok) port.request('confirmLinkIntent', {});
  else {
    port.request('confirmLinkIntent', { error: answer.error });
    await afterDecline(port, answer.error);
  }
  return answer;
}
