import type { Envelope, FrameHash, PayloadOf, SessionState } from '@payframe/js/protocol';
import { GroupChannel } from '../bridge/channel.js';
import { LinkGroups } from '../bridge/link-groups.js';
import { ParentLink } from '../bridge/parent.js';
import { linkTakesBankAccounts } from '../link/shared-type.js';
import { DeferredTelemetry } from '../telemetry/deferred-telemetry.js';
import { suggestAddresses } from './address-requests.js';
import { ApiClient } from './api-client.js';
import { answerBinRequests, recordPieces } from './card-listeners.js';
import type { ControllerContext } from './controller-context.js';
import { domainWallets, walletConfig } from './domain-wallets.js';
import type { LinkSession } from './link-session.js';
import { createModalHost } from './modal-host.js';
import { quotePresentment } from './presentment-quotes.js';
import type { RequestResult } from './requests.js';
import { loadSession } from './session.js';
import { SplitPieces } from './split-pieces.js';

export type { ControllerContext };

/** The page's calls that pay (or make a payment method) with what an express sheet approved. */
const SETTLES_SHEET: readonly string[] = [
  'confirmPayment',
  'confirmSetup',
  'createPaymentMethod',
  'createConfirmationToken',
];

/**
 * The merchant page's calls (confirmations, payment methods, tokens...) and the Link session: chunks
 * of their own, fetched as the group starts, beside the elements session, so the controller's first
 * load is only what starts the session and answers the frames.
 */
const requestCalls = () => import('./requests.js');
const linkCode = () => import('./link-start.js');

/** Elements options that change only how the frames look (or the language they speak). */
const PRESENTATION = ['appearance', 'fonts', 'loader', 'locale'];

/**
 * The hidden controller frame of one elements group: owns the session, answers the merchant
 * page's requests and the element frames' hellos, and runs next actions.
 */
export function startController(hash: FrameHash): void {
  const parent = new ParentLink(hash);
  const channel = new GroupChannel(hash.controllerId, 'controller');
  const pieces = new SplitPieces();
  const linkGroups = new LinkGroups(hash.controllerId);
  let context: ControllerContext | null = null;
  // The group's Link session, once its chunk has loaded (requests and hellos wait for it).
  let linkSession: LinkSession | null = null;
  // Made at once so that the elements' hellos before the controller's init are counted too.
  const telemetry = new DeferredTelemetry();

  const listeners = new Set<(message: Envelope) => void>([
    (message) => telemetry.observe(message),
    recordPieces(pieces),
    answerBinRequests(channel, () => context?.api ?? null),
  ]);
  let sessionReady: Promise<void> = Promise.resolve();
  const modal = createModalHost(parent, channel, () => telemetry.nextActionShown());

  // An Express Checkout Element's sheet stays open, processing, while the merchant's confirm
  // handler pays: its confirmPayment (or createPaymentMethod...) closes it, or shows it failed.
  // A live wallet's sheet is the browser's, in the element's frame: that frame is told instead.
  let confirmingFrame: string | null = null;
  const settleSheet = (result: RequestResult) => {
    const sheet = modal.sheet();
    const failed = result !== 'navigated' && result.error !== undefined;
    const status = failed ? 'fail' : 'success';
    const element = confirmingFrame;
    confirmingFrame = null;
    if (!sheet) {
      if (element) channel.send('express/complete', { status }, { to: element });
      return;
    }
    if (!sheet.awaitCompletion) return;
    if (sheet.elementFrameId === 'controller') return; // paymentRequest: complete() settles it
    channel.send('express/complete', { status });
  };

  const broadcastState = () => {
    if (!context) return;
    if (context.session) channel.send('session/state', context.session.state);
    else if (context.sessionError) channel.send('session/error', { error: context.sessionError });
    if (linkSession) channel.send('link/state', linkSession.state);
  };

  channel.listen((message) => {
    for (const listener of [...listeners]) listener(message);
    if (message.type === 'frame/hello') {
      // docs/elements.md#calls: after a saved method is removed, the elements session is fetched again.
      if (message.payload.reload === true && context) sessionReady = context.reloadSession();
      else if (!modal.greet(message)) void sessionReady.then(broadcastState);
    }
    modal.receive(message);
    // Its confirm event: confirming there needs no elements.submit() first.
    if (message.type === 'express/confirming' && context) {
      context.submitted = true;
      confirmingFrame = message.frameId ?? null;
    }
    if (message.type === 'link/action' && context)
      void context.linkReady.then((link) => link.handle(message.payload, message.frameId));
    if (message.type === 'currency/quote-request' && context && message.frameId) {
      const ctx = context;
      void sessionReady.then(() => quotePresentment(ctx, message));
    }
    if (message.type === 'address/suggest' && context && message.frameId)
      void suggestAddresses(context.api, channel, message);
  });
  // An element frame that loaded first said hello to no one: it says it again on this.
  channel.send('controller/listening', {});

  const restyle = (ctx: ControllerContext) => {
    if (!ctx.session) return;
    const { appearance, fonts, loader, locale } = ctx.options;
    ctx.session = {
      ...ctx.session,
      state: {
        ...ctx.session.state,
        appearance: appearance ?? {},
        fonts: Array.isArray(fonts) ? fonts : [],
        loader: loader ?? 'auto',
        locale: locale ?? 'auto',
      },
    };
    broadcastState();
  };

  const init = (payload: PayloadOf<'controller/init'>) => {
    const api = new ApiClient(payload);
    const options = payload.elementsOptions ?? {};
    telemetry.start(payload.publishableKey, api, () => context?.options ?? options);
    const linkReady = linkCode().then(({ startLinkSession }) => {
      const link = startLinkSession(
        api,
        {
          locale: typeof options.locale === 'string' ? options.locale : undefined,
          publishableKey: payload.publishableKey,
        },
        {
          publish: (state) => {
            channel.send('link/state', state);
            telemetry.linkState(state);
          },
          reply: (frameId, passkey, ceremony) =>
            channel.send(
              ceremony === 'create' ? 'link/passkey-creation-options' : 'link/passkey-options',
              { options: passkey },
              { to: frameId },
            ),
          onLoggedOut: (email) => linkGroups.announceLogout(email),
          // One wallet-config request a mount: the card wallets' domain check reads it too.
          walletConfig: () => walletConfig(api, parent.pageOrigin),
          amount: () => ({
            amount: context?.session?.state.amount ?? null,
            currency: context?.session?.state.currency ?? null,
          }),
          takesBankAccounts: () =>
            context?.session
              ? linkTakesBankAccounts(
                  context.session.state.paymentMethodTypes,
                  context.session.state.currency,
                )
              : false,
        },
      );
      linkSession = link;
      linkGroups.onLogout((email) => link.forget(email));
      if (payload.elementsOptions) {
        // A shopper who verified on this browser before is recognised without a code.
        void link.restore();
        void link.checkAvailability();
      }
      return link;
    });
    // The merchant's first call finds its handlers loaded.
    void requestCalls();
    api.locale = () => context?.options.locale;
    const ctx: ControllerContext = {
      get link() {
        if (!linkSession) throw new Error('The Link session is used before its code has loaded.');
        return linkSession;
      },
      linkReady,
      api,
      options,
      session: null,
      sessionError: null,
      submitted: false,
      pieces,
      parent,
      channel,
      telemetry,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      async reloadSession() {
        // The card wallets' domain check, for groups that describe a payment (not a Card Element's).
        const payment = ctx.options.clientSecret !== undefined || ctx.options.mode !== undefined;
        const [result, walletDomain] = await Promise.all([
          loadSession(api, ctx.options),
          payment ? domainWallets(ctx) : undefined,
        ]);
        if (result.ok) {
          ctx.session = { ...result.session, state: { ...result.session.state, walletDomain } };
          ctx.sessionError = null;
        } else {
          ctx.sessionError = result.error;
          parent.send('controller/session-error', { error: result.error });
        }
        broadcastState();
      },
      ...modal.calls,
    };
    context = ctx;
    if (payload.elementsOptions) sessionReady = ctx.reloadSession();
    // The silent captcha starts once, with the group, after the controller's own code: its
    // token is made while the shopper fills the form (docs/radar.md#captcha). Its provider is
    // the elements session's `passive_captcha`, when the group has a session.
    const firstSession = sessionReady;
    void import('./captcha/passive.js').then((m) => m.startPassiveCaptcha(ctx, firstSession));
    // Requests and the frames' hellos are answered once the Link session is there too.
    sessionReady = Promise.all([sessionReady, linkReady]).then(() => {});
  };

  parent.listen((message) => {
    if (message.type === 'controller/init' && !context) return init(message.payload);
    if (!context) return;
    if (message.type === 'controller/elements-update') {
      const ctx = context;
      const updates = message.payload.options;
      ctx.options = { ...ctx.options, ...updates };
      // Looks alone (a stylesheet's text arriving, a new appearance) need no server call.
      sessionReady = Object.keys(updates).every((key) => PRESENTATION.includes(key))
        ? sessionReady.then(() => restyle(ctx))
        : ctx.reloadSession();
      return;
    }
    if (message.type === 'controller/request' && message.requestId) {
      const requestId = message.requestId;
      const ctx = context;
      const method = message.payload.method;
      telemetry.requestStarted(method);
      void sessionReady
        .then(() => Promise.all([requestCalls(), ctx.linkReady]))
        .then(([calls]) => calls)
        .then(({ handleRequest }) => handleRequest(ctx, message.payload))
        .catch((error: unknown) => ({
          error: { type: 'api_error', message: error instanceof Error ? error.message : 'Unexpected error.' },
        }))
        .then((result) => {
          telemetry.requestEnded(method, result);
          if (SETTLES_SHEET.includes(message.payload.method)) settleSheet(result);
          if (result !== 'navigated') parent.send('controller/response', { result }, requestId);
        });
    }
  });

  parent.send('controller/loaded', {});
}

export type { SessionState };
