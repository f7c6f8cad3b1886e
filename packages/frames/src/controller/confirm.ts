import type { WireError } from '@payframe/js/protocol';
import { attachCaptchaToken } from './captcha/attach.js';
import { collect } from './collect.js';
import type { ControllerContext } from './controller.js';
import { confirmWithLink, type LinkPlan, planLink } from './link-confirm.js';
import { mergeData } from './merge-data.js';
import { nextStep, returnUrlWith } from './next-action.js';
import { runAppApproval, runQrCode } from './qr-code.js';
import type { RequestResult } from './requests.js';
import { savedMethodParams } from './saved-params.js';
import { intentIdOf, retrieveIntent } from './session.js';
import { voucherPageUrl } from './voucher.js';
import { withWalletCard } from './wallet-sheet.js';

interface RunOptions {
  redirect: 'always' | 'if_required';
  returnUrl: string | null;
}

const invalid = (message: string): { error: WireError } => ({
  error: { type: 'invalid_request_error', message },
});

type Options = Record<string, unknown>;

/** The form's `payment_method_options` under the merchant's, type by type. */
function mergeOptions(collected: Options, given: Options | undefined): Options {
  const merged: Options = { ...collected, ...(given ?? {}) };
  for (const type of Object.keys(collected)) {
    const mine = given?.[type];
    if (mine && typeof mine === 'object')
      merged[type] = { ...(collected[type] as Options), ...(mine as Options) };
  }
  return merged;
}

/** Methods confirmed in place: their next action (3-D Secure) runs in the modal, no return_url needed. */
const IN_PLACE_TYPES = new Set(['card']);

/**
 * confirmPayment / confirmSetup: collect and validate the frames' values, confirm the intent
 * with the publishable key, then run its next action (docs/confirmation.md#states, docs/confirmation.md#validation).
 */
export async function confirmIntent(
  ctx: ControllerContext,
  method: 'confirmPayment' | 'confirmSetup',
  args: Record<string, any>,
  frameIds: string[],
): Promise<RequestResult> {
  const secret: string | undefined = args.clientSecret ?? ctx.options.clientSecret;
  if (!secret) return invalid(`You must pass in a clientSecret when calling ${method}.`);
  const setup = method === 'confirmSetup';
  if (setup !== secret.startsWith('seti_')) {
    return invalid(
      setup
        ? 'confirmSetup cannot be called with a PaymentIntent client secret. Use confirmPayment instead.'
        : 'confirmPayment cannot be called with a SetupIntent client secret. Use confirmSetup instead.',
    );
  }
  if (!ctx.options.clientSecret && frameIds.length > 0 && !ctx.submitted) {
    return invalid(
      `elements.submit() must be called before ${method}(). Call elements.submit() as soon as your customer presses pay, prior to any asynchronous work.`,
    );
  }
  const confirmParams: Record<string, any> = { ...(args.confirmParams ?? {}) };
  const returnUrl: string | null =
    typeof confirmParams.return_url === 'string' ? confirmParams.return_url : null;
  const body: Record<string, any> = { ...confirmParams, client_secret: secret, use_stripe_sdk: true };
  let type: string | null = null;
  let link: LinkPlan = { kind: 'plain' };
  if (frameIds.length > 0 && !confirmParams.payment_method) {
    // The Payment Element's Apple Pay or Google Pay: the wallet's sheet gives the card.
    const collected = await withWalletCard(ctx, await collect(ctx.channel, frameIds, ctx.subscribe));
    ctx.submitted = false;
    if (!collected.ok) return { error: collected.error };
    type = collected.type;
    const saved = await savedMethodParams(ctx, collected, setup);
    if ('error' in saved) return saved;
    Object.assign(body, saved.params);
    link = await planLink(ctx, collected);
    if (link.kind === 'plain' && !collected.savedPaymentMethod)
      body.payment_method_data = mergeData(collected.data, {
        ...(saved.params.setup_future_usage ? { allow_redisplay: 'always' } : {}),
        ...(confirmParams.payment_method_data ?? {}),
      });
    // The form's options (BLIK's code) beside the merchant's own; the merchant's win.
    if (collected.options)
      body.payment_method_options = mergeOptions(collected.options, confirmParams.payment_method_options);
    // A shipping Address Element fills the intent's shipping unless the merchant passed one.
    if (collected.shipping && !setup && !confirmParams.shipping) body.shipping = collected.shipping;
    // The currency selector's choice: the shopper pays in their currency at its locked quote.
    if (collected.presentment && !setup) {
      body.fx_quote = collected.presentment.fxQuote;
      body.presentment_details = { presentment_currency: collected.presentment.currency };
    }
    // A method with a mandate (its text shown under the form) is accepted online by paying.
    if (collected.mandateShown) {
      body.mandate_data = { customer_acceptance: { type: 'online', online: { infer_from_client: true } } };
    }
  }
  if (type && IN_PLACE_TYPES.has(type)) delete body.return_url;
  // A US bank account is linked in the modal first; the intent then carries it (loaded on demand).
  if (type === 'us_bank_account' && body.payment_method_data) {
    const linked = await (await import('./bank-link.js')).linkBeforeConfirm(
      ctx,
      secret,
      body.payment_method_data,
    );
    if ('error' in linked) {
      ctx.channel.send('form/confirm-error', { error: linked.error });
      return { error: linked.error };
    }
    delete body.payment_method_data;
  }
  // A Canadian account is linked at the bank (or typed in) and its PAD agreement accepted first.
  if (type === 'acss_debit' && body.payment_method_data) {
    const ready = await (await import('./debit-confirm.js')).acssBeforeConfirm(
      ctx,
      secret,
      body.payment_method_data,
    );
    if ('error' in ready) {
      ctx.channel.send('form/confirm-error', { error: ready.error as WireError });
      return { error: ready.error as WireError };
    }
    delete body.payment_method_data;
    Object.assign(body, ready.params);
  }
  // The captcha's token goes with payments; a SetupIntent's confirm takes no radar_options.
  if (!setup) await attachCaptchaToken(ctx.captcha, body);
  const path = `/v1/${setup ? 'setup_intents' : 'payment_intents'}/${encodeURIComponent(intentIdOf(secret))}/confirm`;
  const answer =
    link.kind === 'plain' ? await ctx.api.post(path, body) : await confirmWithLink(ctx, link, path, body);
  if (!answer.ok) {
    ctx.channel.send('form/confirm-error', { error: answer.error });
    return { error: answer.error };
  }
  const result = await runIntent(ctx, answer.body, { redirect: args.redirect ?? 'always', returnUrl });
  if (result !== 'navigated' && 'error' in result)
    ctx.channel.send('form/confirm-error', { error: result.error as WireError });
  return result;
}

/** Runs an intent's next actions until it is done; navigates the merchant page where needed. */
export async function runIntent(
  ctx: ControllerContext,
  first: Record<string, any>,
  options: RunOptions,
): Promise<RequestResult> {
  let intent = first;
  const key = intent.object === 'setup_intent' ? 'setupIntent' : 'paymentIntent';
  let afterChallenge = false;
  for (;;) {
    const step = nextStep(intent, afterChallenge);
    if (step.kind === 'error') return { error: step.error };
    if (step.kind === 'redirect') {
      ctx.telemetry?.nextActionShown();
      ctx.parent.send('controller/navigate', { url: step.url });
      return 'navigated';
    }
    if (step.kind === 'unknown') return { [key]: intent };
    if (step.kind === 'qr') {
      const { method, data, expiresAt } = step;
      const paid = await runQrCode(ctx, intent, { method, data, expiresAt });
      if ('error' in paid) return paid;
      intent = paid.intent;
      afterChallenge = true;
      continue;
    }
    if (step.kind === 'voucher') {
      // docs/confirmation.md#next-actions: the voucher in the modal; closing it resolves with
      // the intent, still requires_action until the shopper pays (unless paid meanwhile).
      await ctx.runChallenge(voucherPageUrl(step.url, ctx.options.locale));
      const retrieved = await retrieveIntent(ctx.api, intent.client_secret);
      if (!retrieved.ok) return { error: retrieved.error };
      if (retrieved.body.status === 'requires_action') return { [key]: retrieved.body };
      intent = retrieved.body;
      afterChallenge = true;
      continue;
    }
    if (step.kind === 'verify') {
      // Answered, the payment may want 3-D Secure next; closed, it is given back as it is.
      const { runVerification } = await import('./captcha/verification.js');
      const verified = await runVerification(ctx, intent, step.sdk);
      if ('error' in verified) return verified;
      intent = verified.intent;
      afterChallenge = !verified.answered;
      continue;
    }
    if (step.kind === 'approval') {
      const approved = await runAppApproval(ctx, intent, step.method);
      if ('error' in approved) return approved;
      intent = approved.intent;
      afterChallenge = true;
      continue;
    }
    if (step.kind === 'success') {
      ctx.telemetry?.succeeded();
      if (options.redirect === 'always' && options.returnUrl) {
        ctx.parent.send('controller/navigate', { url: returnUrlWith(options.returnUrl, intent) });
        return 'navigated';
      }
      return { [key]: intent };
    }
    // The 3-D Secure page speaks the elements' locale too (else the browser's languages).
    const show = (url: string) => ctx.runChallenge(voucherPageUrl(url, ctx.options.locale));
    // The 3-D Secure 2 browser step (loaded when a payment needs it).
    if (intent.next_action?.use_stripe_sdk?.type === 'stripe_3ds2_fingerprint') {
      const failed = await (await import('./three-ds2/run.js')).runThreeDS2Action(ctx.api, intent, show);
      if (failed) return failed;
    } else await show(step.url);
    const retrieved = await retrieveIntent(ctx.api, intent.client_secret);
    if (!retrieved.ok) return { error: retrieved.error };
    intent = retrieved.body;
    afterChallenge = true;
  }
}
