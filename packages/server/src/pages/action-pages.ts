import { methodDescriptor } from '@payframe/core';
import { testPageDone } from '@payframe/core/constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type ActionKind, findActionByToken, type IntentAction, setActionStatus } from '../actions/index.js';
import { money } from '../charges/money.js';
import { escapeHtml, notFoundPage, sendPage } from '../html/page.js';
import type { AppContext } from '../kernel/app-context.js';
import { getResource } from '../kernel/get-resource.js';
import { inSystemTransaction } from '../kernel/system-transaction.js';
import { METHOD_NAMES } from '../methods/index.js';
import { type ActionOutcome, completePaymentAction } from '../payment-intents/authentication.js';
import { completeSetupAction } from '../setup-intents/authentication.js';
import { findResource } from '../store/index.js';
import type { Db, StripeObject } from '../store/types.js';
import { ACTION_TEXTS, type ActionTexts, actionLocale, fillMethod } from './action-texts.js';

/**
 * The hosted test pages behind intents' next actions: the 3-D Secure challenge
 * (`/test/3ds/:action`, "Complete" / "Fail") and the bank authorization of redirect methods
 * (`/test/redirect/:action`, "Authorize" / "Fail"). Each URL carries its attempt's token;
 * the form posts it back, the intent moves on, and the shopper goes to the merchant's
 * return_url (with `payment_intent`, `payment_intent_client_secret` and `redirect_status`,
 * or the setup_intent equivalents), or reads that the window can be closed.
 */

export { METHOD_NAMES };

const BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

interface Copy {
  heading: string;
  explain: string;
}

/** A button of a test page: its label, and how pressing it ends the step. */
interface PageButton {
  label: string;
  outcome: ActionOutcome;
}

/** Used only if a descriptor names no button of its page: the page still answers. */
const FALLBACK_BUTTONS: Readonly<Record<ActionKind, readonly PageButton[]>> = {
  three_d_secure: [
    { label: 'Complete', outcome: 'approve' },
    { label: 'Fail', outcome: 'fail' },
  ],
  redirect: [
    { label: 'Authorize', outcome: 'approve' },
    { label: 'Fail', outcome: 'fail' },
  ],
  // The risk engine's challenges have no test page: the frames answer them through the API.
  captcha: [],
  card_image: [],
};

/**
 * The buttons a test page offers, from the descriptor's test outcomes through that page (the
 * card's for 3-D Secure): a button approves unless its outcome sends the intent back, which
 * Expire does as the code's deadline passing would.
 */
function buttonsFor(kind: ActionKind, methodType: string): readonly PageButton[] {
  const descriptor = methodDescriptor(kind === 'three_d_secure' ? 'card' : methodType);
  // A QR code's content is the redirect test page: its buttons are the QR outcomes'.
  const page = kind === 'redirect' && descriptor?.nextAction === 'qr' ? 'qr' : kind;
  const buttons = (descriptor?.testOutcomes ?? []).flatMap(({ input, status }) =>
    'page' in input && input.page === page
      ? [{ label: input.button, outcome: outcomeOf(input.button, status) }]
      : [],
  );
  return buttons.length > 0 ? buttons : FALLBACK_BUTTONS[kind];
}

function outcomeOf(button: string, status: string): ActionOutcome {
  if (status !== 'requires_payment_method') return 'approve';
  return button === 'Expire' ? 'expire' : 'fail';
}

function copyFor(kind: ActionKind, methodType: string, texts: ActionTexts): Copy {
  if (kind === 'three_d_secure') return { heading: texts.threeDsHeading, explain: texts.threeDsExplain };
  const name = METHOD_NAMES[methodType] ?? methodType;
  if (methodDescriptor(methodType)?.nextAction === 'qr') {
    const expires = buttonsFor('redirect', methodType).some((b) => b.outcome === 'expire');
    return {
      heading: fillMethod(texts.qrHeading, name),
      explain: `${fillMethod(texts.qrExplain, name)}${expires ? texts.qrExpire : ''}.`,
    };
  }
  return {
    heading: fillMethod(texts.redirectHeading, name),
    explain: fillMethod(texts.redirectExplain, name),
  };
}

function buttonHtml({ label, outcome }: PageButton, texts: ActionTexts): string {
  const style = outcome === 'approve' ? 'primary' : 'secondary';
  return `<button type="submit" class="${style}" name="outcome" value="${outcome}">${escapeHtml(texts.buttons[label] ?? label)}</button>`;
}

type Intent = StripeObject & { client_secret: string; status: string };

function intentTable(intentId: string) {
  return intentId.startsWith('seti_') ? ('setup_intents' as const) : ('payment_intents' as const);
}

async function describe(
  db: Db,
  action: IntentAction,
): Promise<{ intent: Intent; method: StripeObject | undefined }> {
  const intent = await getResource<Intent>(db, intentTable(action.intentId), action.scope, action.intentId);
  const method = await findResource(db, 'payment_methods', action.scope, action.data.paymentMethod);
  return { intent, method };
}

function details(intent: Intent, method: StripeObject | undefined, texts: ActionTexts, lang: string): string {
  const rows: [string, string][] = [];
  if (intent.object === 'payment_intent') {
    rows.push([texts.amount, money(intent.amount as number, intent.currency as string, lang)]);
  } else {
    rows.push([texts.purpose, texts.purposeSetup]);
  }
  const card = method?.card as { brand?: string; last4?: string } | undefined;
  if (card?.last4)
    rows.push([texts.card, `${BRAND_NAMES[card.brand ?? ''] ?? texts.card} •••• ${card.last4}`]);
  return `<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;
}

/** `redirect_status` as Stripe.js reads it on the return_url. */
function redirectStatus(intent: Intent): 'succeeded' | 'processing' | 'failed' {
  if (intent.status === 'processing') return 'processing';
  return intent.status === 'requires_payment_method' || intent.status === 'canceled' ? 'failed' : 'succeeded';
}

function returnLocation(returnUrl: string, intent: Intent): string {
  const url = new URL(returnUrl);
  const name = intent.object === 'setup_intent' ? 'setup_intent' : 'payment_intent';
  url.searchParams.set(name, intent.id);
  url.searchParams.set(`${name}_client_secret`, intent.client_secret);
  url.searchParams.set('redirect_status', redirectStatus(intent));
  return url.toString();
}

function donePage(
  reply: FastifyReply,
  app: AppContext,
  action: IntentAction,
  intent: Intent,
  again: boolean,
  lang: string,
) {
  const texts = ACTION_TEXTS[lang] ?? ACTION_TEXTS.en!;
  const status = redirectStatus(intent);
  const outcome =
    status === 'failed' ? texts.failed : status === 'processing' ? texts.processing : texts.complete;
  // A challenge shown in a Payframe frame tells it the page is done. Only this page's own origin
  // may hear it: the modal loads the page from the address it was itself served from, which may be
  // another name of this server than its public URL.
  const message = JSON.stringify(testPageDone(action.id, status));
  return sendPage(reply, {
    title: texts.title,
    lang,
    body: `<span class="badge">${escapeHtml(texts.badge)}</span>
<h1>${escapeHtml(again ? texts.used : outcome)}</h1>
<p role="status">${escapeHtml(again ? outcome : texts.close)}</p>`,
    script: `if (window.parent !== window) window.parent.postMessage(${message}, location.origin);`,
  });
}

function readToken(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}

function register(http: FastifyInstance, app: AppContext, kind: ActionKind, path: string): void {
  http.get<{ Params: { action: string }; Querystring: Record<string, unknown> }>(
    `${path}/:action`,
    async (request, reply) => {
      const token = readToken(request.query.token);
      const action = token ? await findActionByToken(app.db, request.params.action, kind, token) : undefined;
      // Live authentications happen at the card's bank, never on a test page.
      if (!action || action.scope.livemode) return notFoundPage(reply);
      const { intent, method } = await describe(app.db, action);
      const lang = actionLocale(request.query.locale, request.headers['accept-language']);
      if (action.status !== 'pending') return donePage(reply, app, action, intent, true, lang);
      const texts = ACTION_TEXTS[lang] ?? ACTION_TEXTS.en!;
      const methodType = String(method?.type ?? '');
      const copy = copyFor(kind, methodType, texts);
      // The form posts back the page's language, so the answer is in it too.
      return sendPage(reply, {
        title: copy.heading,
        lang,
        body: `<span class="badge">${escapeHtml(texts.badge)}</span>
<h1>${escapeHtml(copy.heading)}</h1>
<p>${escapeHtml(copy.explain)}</p>
${details(intent, method, texts, lang)}
<form method="post" action="${escapeHtml(`${path}/${action.id}`)}">
<input type="hidden" name="token" value="${escapeHtml(token!)}">
<input type="hidden" name="locale" value="${escapeHtml(lang)}">
<div class="actions">
${buttonsFor(kind, methodType)
  .map((button) => buttonHtml(button, texts))
  .join('\n')}
</div>
</form>
<p class="note">${escapeHtml(texts.note)}</p>`,
      });
    },
  );

  http.post<{ Params: { action: string }; Body: Record<string, unknown> | undefined }>(
    `${path}/:action`,
    async (request, reply) => {
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      const token = readToken(body.token);
      const outcome = body.outcome;
      if (!token || (outcome !== 'approve' && outcome !== 'fail' && outcome !== 'expire'))
        return notFoundPage(reply);
      const done = await inSystemTransaction(app, async (db, contextFor) => {
        const peek = await findActionByToken(db, request.params.action, kind, token);
        if (!peek || peek.scope.livemode) return undefined;
        const ctx = contextFor(peek.scope);
        // Intent first, then the action: the order confirm uses, so neither waits on the other.
        await getResource(db, intentTable(peek.intentId), peek.scope, peek.intentId, { forUpdate: true });
        const action = (await findActionByToken(db, peek.id, kind, token, { forUpdate: true }))!;
        if (action.status !== 'pending') {
          return { action, intent: (await describe(db, action)).intent, again: true };
        }
        const approved = outcome === 'approve';
        const intent = (action.intentId.startsWith('seti_')
          ? await completeSetupAction(ctx, action, approved)
          : await completePaymentAction(ctx, action, outcome)) as unknown as Intent;
        // A manual confirmation still has to use the authentication; otherwise it is spent.
        const status = !approved
          ? 'failed'
          : intent.status === 'requires_confirmation'
            ? 'succeeded'
            : 'used';
        await setActionStatus(db, action, status);
        return { action, intent, again: false };
      });
      if (!done) return notFoundPage(reply);
      const returnUrl = done.action.data.returnUrl;
      if (returnUrl && !done.again) return reply.redirect(returnLocation(returnUrl, done.intent), 303);
      const lang = actionLocale(body.locale, request.headers['accept-language']);
      return donePage(reply, app, done.action, done.intent, done.again, lang);
    },
  );
}

export async function registerActionPages(http: FastifyInstance, app: AppContext): Promise<void> {
  register(http, app, 'three_d_secure', '/test/3ds');
  register(http, app, 'redirect', '/test/redirect');
}
