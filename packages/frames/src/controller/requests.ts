import type { ControllerMethod, WireError } from '@payframe/js/protocol';
import { addressValue } from './address-requests.js';
import { cardMethodData, collectCard, createCardPaymentMethod, createCardToken } from './card-requests.js';
import { collect } from './collect.js';
import { confirmIntent, runIntent } from './confirm.js';
import type { ControllerContext } from './controller.js';
import { mergeData } from './merge-data.js';
import { intentIdOf, retrieveIntent } from './session.js';
import { createSource, retrieveSource } from './source-requests.js';
import { withWalletCard } from './wallet-sheet.js';

export type RequestResult = Record<string, unknown> | 'navigated';

const invalid = (message: string): { error: WireError } => ({
  error: { type: 'invalid_request_error', message },
});

/** paymentRequest()'s sheet: its own chunk, loaded when a page shows one (few pages do). */
const paymentRequestCalls = () => import('./payment-request.js');

/** Live mode's paymentRequest(): the browser's wallet instead of the test sheet. */
const livePaymentRequestCalls = () => import('./live-payment-request.js');
const isLive = (ctx: ControllerContext) => ctx.api.credentials.publishableKey.startsWith('pk_live_');

/** paymentRequest's `disableWallets` option. */
const disabledWallets = (options: unknown): unknown[] => {
  const list = (options as Record<string, unknown> | undefined)?.disableWallets;
  return Array.isArray(list) ? list : [];
};

const intentKey = (secret: string) => (secret.startsWith('seti_') ? 'setupIntent' : 'paymentIntent');

/** One call of the merchant page, answered with what Stripe.js's promise resolves with. */
export async function handleRequest(
  ctx: ControllerContext,
  request: { method: ControllerMethod; args: Record<string, any>; frameIds: string[] },
): Promise<RequestResult> {
  const { method, args, frameIds } = request;
  switch (method) {
    case 'confirmPayment':
    case 'confirmSetup':
      return confirmIntent(ctx, method, args, frameIds);
    case 'submit': {
      const collected = await collect(ctx.channel, frameIds, ctx.subscribe);
      if (!collected.ok) return { error: collected.error };
      ctx.submitted = true;
      return { selectedPaymentMethod: collected.type };
    }
    case 'createPaymentMethod':
      return createPaymentMethod(ctx, args, frameIds);
    case 'createConfirmationToken':
      return createConfirmationToken(ctx, args, frameIds);
    case 'retrieveIntent': {
      const secret = String(args.clientSecret ?? '');
      if (!/_secret_/.test(secret))
        return invalid('Invalid value for clientSecret: it should be a client secret.');
      const retrieved = await retrieveIntent(ctx.api, secret);
      return retrieved.ok ? { [intentKey(secret)]: retrieved.body } : { error: retrieved.error };
    }
    case 'handleNextAction': {
      const secret = String(args.clientSecret ?? '');
      const retrieved = await retrieveIntent(ctx.api, secret);
      if (!retrieved.ok) return { error: retrieved.error };
      return runIntent(ctx, retrieved.body, { redirect: 'if_required', returnUrl: null });
    }
    case 'fetchUpdates': {
      await ctx.reloadSession();
      return ctx.sessionError ? { error: ctx.sessionError } : {};
    }
    case 'confirmCardPayment':
    case 'confirmCardSetup':
      return confirmCard(ctx, method, args, frameIds);
    case 'confirmMethod':
      return confirmMethod(ctx, args, frameIds);
    case 'getValue':
      return addressValue(ctx, frameIds[0] ?? '');
    case 'createSource':
      return createSource(ctx, args.data ?? {}, frameIds);
    case 'retrieveSource':
      return retrieveSource(ctx, String(args.id ?? ''), String(args.clientSecret ?? ''));
    case 'createToken': {
      if (frameIds.length > 0) return createCardToken(ctx, frameIds, args.data ?? {}, args.type);
      const answer = await ctx.api.post('/v1/tokens', { [String(args.type)]: args.data });
      return answer.ok ? { token: answer.body } : { error: answer.error };
    }
    case 'paymentRequestCanMakePayment':
      if (isLive(ctx)) {
        const { liveCanMakePayment } = await livePaymentRequestCalls();
        return { result: await liveCanMakePayment(ctx, args.options ?? {}, disabledWallets(args.options)) };
      }
      return {
        result: await (await paymentRequestCalls()).canMakePayment(ctx, disabledWallets(args.options)),
      };
    case 'paymentRequestShow': {
      if (isLive(ctx)) {
        // The wallet opens at once, while the page's click lent to this frame still counts.
        const { showLivePaymentRequest } = await livePaymentRequestCalls();
        const wallet = args.wallet === 'applePay' ? 'applePay' : 'googlePay';
        return showLivePaymentRequest(ctx, args.options ?? {}, wallet);
      }
      // The sheet is the wallet canMakePayment() offers: Apple Pay's in Safari.
      const { canMakePayment, showPaymentRequest } = await paymentRequestCalls();
      const wallets = await canMakePayment(ctx, disabledWallets(args.options));
      const wallet = wallets?.applePay ? 'applePay' : 'googlePay';
      return showPaymentRequest(
        ctx,
        args.options ?? {},
        String(ctx.options.locale ?? 'auto'),
        wallet,
        args.results,
      );
    }
    case 'paymentRequestUpdate':
      if (isLive(ctx)) return (await livePaymentRequestCalls()).updateLivePaymentRequest(ctx, args);
      return (await paymentRequestCalls()).updatePaymentRequest(ctx, args);
    case 'paymentRequestComplete':
      if (isLive(ctx)) return (await livePaymentRequestCalls()).completeLivePaymentRequest(ctx, args.status);
      return (await paymentRequestCalls()).completePaymentRequest(ctx, args.status);
    case 'paymentRequestAbort':
      if (isLive(ctx)) return (await livePaymentRequestCalls()).abortLivePaymentRequest(ctx);
      return (await paymentRequestCalls()).abortPaymentRequest(ctx);
    case 'createEphemeralKeyNonce': {
      // Loaded when first called: few pages show issuing cards.
      const { createEphemeralKeyNonce } = await import('../issuing/nonce-request.js');
      return createEphemeralKeyNonce(ctx.api, String(args.issuingCard ?? ''));
    }
    default:
      return invalid(`Unknown call: ${String(method)}.`);
  }
}

async function createPaymentMethod(ctx: ControllerContext, args: Record<string, any>, frameIds: string[]) {
  if (args.card) return createCardPaymentMethod(ctx, frameIds, args.paymentMethodData ?? {});
  if (args.element) {
    // createPaymentMethod({ type: 'ideal', ideal: idealBankElement }): the bank element's frame gives its part.
    const given = args.paymentMethodData ?? {};
    const table = await import('./method-confirms.js');
    const type = String(given.type ?? '');
    if (table.METHOD_ELEMENTS[type] !== args.element)
      return invalid(
        `createPaymentMethod: a ${type} payment method cannot be created from a ${args.element} Element.`,
      );
    const collected = await collect(ctx.channel, frameIds, ctx.subscribe);
    if (!collected.ok) return { error: collected.error };
    const answer = await ctx.api.post('/v1/payment_methods', table.methodData(type, given, collected.data));
    return answer.ok ? { paymentMethod: answer.body } : { error: answer.error };
  }
  if (args.paymentMethodData) {
    const answer = await ctx.api.post('/v1/payment_methods', args.paymentMethodData);
    return answer.ok ? { paymentMethod: answer.body } : { error: answer.error };
  }
  if (ctx.options.paymentMethodCreation !== 'manual') {
    return invalid(
      "createPaymentMethod with the Payment Element needs elements({ paymentMethodCreation: 'manual' }).",
    );
  }
  const collected = await withWalletCard(ctx, await collect(ctx.channel, frameIds, ctx.subscribe));
  if (!collected.ok) return { error: collected.error };
  const answer = await ctx.api.post('/v1/payment_methods', mergeData(collected.data, args.params ?? {}));
  if (!answer.ok) return { error: answer.error };
  // The currency selector's choice, for the merchant's server to create the intent with.
  const presentment = presentmentParams(collected.presentment);
  return presentment ? { paymentMethod: answer.body, presentment } : { paymentMethod: answer.body };
}

/** The currency selector's choice as the API takes it (`fx_quote`, `presentment_details`). */
const presentmentParams = (chosen?: { currency: string; fxQuote: string }) =>
  chosen && { fx_quote: chosen.fxQuote, presentment_details: { presentment_currency: chosen.currency } };

async function createConfirmationToken(
  ctx: ControllerContext,
  args: Record<string, any>,
  frameIds: string[],
) {
  const collected = await withWalletCard(ctx, await collect(ctx.channel, frameIds, ctx.subscribe));
  if (!collected.ok) return { error: collected.error };
  const params = args.params ?? {};
  const { payment_method_data: extra, ...rest } = params;
  const answer = await ctx.api.post('/v1/confirmation_tokens', {
    ...(collected.shipping ? { shipping: collected.shipping } : {}),
    // The currency selector's choice: the intent confirmed with the token is presented so.
    ...presentmentParams(collected.presentment),
    ...rest,
    payment_method_data: mergeData(collected.data, extra ?? {}),
  });
  return answer.ok ? { confirmationToken: answer.body } : { error: answer.error };
}

async function confirmCard(
  ctx: ControllerContext,
  method: string,
  args: Record<string, any>,
  frameIds: string[],
): Promise<RequestResult> {
  const secret = String(args.clientSecret ?? '');
  const setup = method === 'confirmCardSetup';
  if (setup !== secret.startsWith('seti_')) {
    return invalid(
      `${method}: the client secret is not a ${setup ? 'SetupIntent' : 'PaymentIntent'} client secret.`,
    );
  }
  const id = secret.split('_secret_')[0] ?? '';
  const path = `/v1/${setup ? 'setup_intents' : 'payment_intents'}/${encodeURIComponent(id)}/confirm`;
  const body: Record<string, any> = { ...args.data, client_secret: secret, use_stripe_sdk: true };
  if (frameIds.length > 0) {
    // payment_method: { card: element, billing_details }: the card comes from the card frames.
    const collected = await collectCard(ctx, frameIds);
    if (!collected.ok) return { error: collected.error };
    body.payment_method_data = cardMethodData(collected.data, args.data?.payment_method ?? {});
    delete body.payment_method;
  }
  const answer = await ctx.api.post(path, body);
  if (!answer.ok) {
    if (frameIds.length > 0) ctx.channel.send('form/confirm-error', { error: answer.error });
    return { error: answer.error };
  }
  if (!args.handleActions) return { [intentKey(secret)]: answer.body };
  return runIntent(ctx, answer.body, { redirect: 'if_required', returnUrl: null });
}

/** confirmIdealPayment, confirmSepaDebitSetup, ...: one path for every method-specific confirm call. */
async function confirmMethod(
  ctx: ControllerContext,
  args: Record<string, any>,
  frameIds: string[],
): Promise<RequestResult> {
  // The table is loaded when first needed: most pages never make one of these calls.
  const table = await import('./method-confirms.js');
  if (table.BANK_LINK_NAMES.includes(String(args.name))) {
    return (await import('./bank-link.js')).collectBankAccount(ctx, args);
  }
  if (table.MICRODEPOSIT_CALLS.includes(String(args.name))) {
    return (await import('./microdeposits.js')).verifyMicrodeposits(ctx, args);
  }
  const call = table.methodConfirm(String(args.name));
  if (!call) return invalid(`Unknown call: ${String(args.name)}.`);
  const checked = table.checkMethodConfirm(call, args as never);
  if ('integrationError' in checked) return { ...checked };
  if (table.MODAL_DEBIT_TYPES.includes(call.type)) {
    return (await import('./debit-confirm.js')).confirmDebit(ctx, call, checked, args.options);
  }
  let collected: Record<string, any> | null = null;
  // An element passed but not mounted gives collect no frame, and its "still mounted" error.
  if (args.element !== undefined) {
    const answer = await collect(ctx.channel, frameIds, ctx.subscribe);
    if (!answer.ok) return { error: answer.error };
    collected = answer.data;
  }
  const body = table.methodConfirmBody(call.type, checked, collected);
  const path = `/v1/${call.setup ? 'setup_intents' : 'payment_intents'}/${encodeURIComponent(intentIdOf(checked.secret))}/confirm`;
  const answer = await ctx.api.post(path, body);
  if (!answer.ok) return { error: answer.error };
  if (!checked.handleActions) return { [intentKey(checked.secret)]: answer.body };
  return runIntent(ctx, answer.body, { redirect: 'if_required', returnUrl: null });
}
