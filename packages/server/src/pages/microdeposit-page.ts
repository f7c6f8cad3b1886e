import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, notFoundPage, sendPage } from '../html/page.js';
import type { AppContext } from '../kernel/app-context.js';
import { ApiError } from '../kernel/errors.js';
import { inSystemTransaction } from '../kernel/system-transaction.js';
import {
  MAX_ATTEMPTS,
  type MicrodepositAnswer,
  type Verification,
  verificationById,
} from '../microdeposits/index.js';
import { getPaymentIntent, verifyPaymentMicrodeposits } from '../payment-intents/index.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import { getSetupIntent, verifySetupMicrodeposits } from '../setup-intents/index.js';
import { findResource } from '../store/index.js';
import type { Db } from '../store/types.js';
import { voucherLocale } from '../vouchers/index.js';
import { MICRODEPOSIT_TEXTS, type MicrodepositTexts } from './microdeposit-texts.js';

/**
 * The hosted microdeposit verification page (`hosted_verification_url`): the shopper types the
 * code (or the two amounts) from their bank statement, in their language (`?locale=`, else the
 * browser's); the answer is checked as `verify_microdeposits` checks it, attempts and all.
 */

const STYLE = `
  main { max-width: 30rem; }
  label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
  input[type=text] { width: 100%; box-sizing: border-box; font-size: 1rem; padding: .6rem .7rem; border: 1px solid #c9ced6; border-radius: 6px; }
  .status { padding: .75rem 1rem; border-radius: 8px; background: #e6f4ea; color: #0a5c2f; font-weight: 600; }
  .status.ended, .error { background: #fdecea; color: #a4161a; }
  .error { padding: .6rem .9rem; border-radius: 8px; }
  form .actions { margin-top: 1rem; }
`;

/** What the page has to say after an answer: nothing yet, a wrong answer, or a refused one. */
type Notice = { kind: 'wrong'; attemptsLeft: number } | { kind: 'invalid' } | null;

const PATH = '/microdeposits';

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function find(db: Db, id: string, token: string, forUpdate = false): Promise<Verification | undefined> {
  const verification = await verificationById(db, id, forUpdate);
  return verification && sameToken(verification.data.token, token) ? verification : undefined;
}

function statusOf(verification: Verification, t: MicrodepositTexts): string | null {
  if (verification.status === 'verified')
    return `<p class="status" role="status">${escapeHtml(t.verified)}</p>`;
  if (verification.status === 'locked')
    return `<p class="status ended" role="status">${escapeHtml(t.locked)}</p>`;
  if (verification.status === 'void')
    return `<p class="status ended" role="status">${escapeHtml(t.void)}</p>`;
  return null;
}

function noticeOf(notice: Notice, verification: Verification, t: MicrodepositTexts): string {
  if (!notice) return '';
  if (notice.kind === 'invalid') return `<p class="error" role="alert">${escapeHtml(t.invalid)}</p>`;
  const wrong = verification.data.microdeposit_type === 'amounts' ? t.wrongAmounts : t.wrongCode;
  return `<p class="error" role="alert">${escapeHtml(`${wrong} ${t.remaining.replace('{n}', String(notice.attemptsLeft))}`)}</p>`;
}

function formOf(verification: Verification, t: MicrodepositTexts, action: string): string {
  const fields =
    verification.data.microdeposit_type === 'amounts'
      ? `<p>${escapeHtml(t.amountsHelp)}</p>
<label for="amount1">${escapeHtml(t.amount1)}</label><input type="text" inputmode="numeric" id="amount1" name="amount1" autocomplete="off" required>
<label for="amount2">${escapeHtml(t.amount2)}</label><input type="text" inputmode="numeric" id="amount2" name="amount2" autocomplete="off" required>`
      : `<p>${escapeHtml(t.codeHelp)}</p>
<label for="descriptor_code">${escapeHtml(t.code)}</label><input type="text" id="descriptor_code" name="descriptor_code" placeholder="SM" maxlength="6" autocomplete="off" autocapitalize="characters" required>`;
  return `<form method="post" action="${escapeHtml(action)}">${fields}
<div class="actions"><button type="submit" class="primary">${escapeHtml(t.verify)}</button></div></form>`;
}

async function render(
  app: AppContext,
  reply: Parameters<typeof sendPage>[0],
  verification: Verification,
  locale: keyof typeof MICRODEPOSIT_TEXTS,
  notice: Notice,
) {
  const t = MICRODEPOSIT_TEXTS[locale];
  const pm = await findResource<PaymentMethod>(
    app.db,
    'payment_methods',
    verification.scope,
    verification.paymentMethod,
  );
  const bank = pm?.us_bank_account ?? pm?.acss_debit;
  const account = `${bank?.bank_name ?? ''} •••• ${bank?.last4 ?? ''}`.trim();
  const status = statusOf(verification, t);
  const action = `${PATH}/${verification.id}/${verification.data.token}?locale=${locale}`;
  const arrival = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
    new Date(verification.data.arrival_date * 1000),
  );
  const livemode = verification.scope.livemode;
  const test = verification.data.microdeposit_type === 'amounts' ? t.testAmounts : t.testCode;
  return sendPage(reply, {
    title: t.title,
    lang: locale,
    style: STYLE,
    body: `${livemode ? '' : `<span class="badge">${escapeHtml(t.badge)}</span>`}
<h1>${escapeHtml(t.title)}</h1>
${
  status ??
  `<p>${escapeHtml(t.intro.replace('{account}', account))}</p>
<dl><dt>${escapeHtml(t.arrival)}</dt><dd>${escapeHtml(arrival)}</dd></dl>
${noticeOf(notice, verification, t)}
${formOf(verification, t, action)}`
}
${livemode || status ? '' : `<p class="note">${escapeHtml(test)}</p>`}`,
  });
}

/** The form's fields as `verify_microdeposits` takes them; undefined when one is missing or not a number. */
function answerOf(verification: Verification, body: Record<string, unknown>): MicrodepositAnswer | undefined {
  if (verification.data.microdeposit_type === 'descriptor_code') {
    const code = typeof body.descriptor_code === 'string' ? body.descriptor_code.trim() : '';
    return code ? { descriptor_code: code } : undefined;
  }
  const amounts = [body.amount1, body.amount2].map((value) =>
    typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN,
  );
  return amounts.every((amount) => Number.isInteger(amount) && amount > 0) ? { amounts } : undefined;
}

export async function registerMicrodepositPage(http: FastifyInstance, app: AppContext): Promise<void> {
  type Route = {
    Params: { id: string; token: string };
    Querystring: Record<string, unknown>;
    Body: Record<string, unknown> | undefined;
  };

  http.get<Route>(`${PATH}/:id/:token`, async (request, reply) => {
    const verification = await find(app.db, request.params.id, request.params.token);
    if (!verification) return notFoundPage(reply);
    const locale = voucherLocale(request.query.locale, request.headers['accept-language']);
    return render(app, reply, verification, locale, null);
  });

  http.post<Route>(`${PATH}/:id/:token`, async (request, reply) => {
    const locale = voucherLocale(request.query.locale, request.headers['accept-language']);
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const outcome = await inSystemTransaction(app, async (db, contextFor) => {
      const verification = await find(db, request.params.id, request.params.token, true);
      if (!verification) return undefined;
      const answer = verification.status === 'pending' ? answerOf(verification, body) : undefined;
      if (verification.status !== 'pending') return { verification, notice: null };
      if (!answer) return { verification, notice: { kind: 'invalid' } as const };
      const ctx = contextFor(verification.scope);
      try {
        const { error } = verification.intent.startsWith('seti_')
          ? await verifySetupMicrodeposits(
              ctx,
              await getSetupIntent(ctx, verification.intent, { forUpdate: true }),
              answer,
            )
          : await verifyPaymentMicrodeposits(
              ctx,
              await getPaymentIntent(ctx, verification.intent, { forUpdate: true }),
              answer,
            );
        const after = (await verificationById(db, verification.id))!;
        const wrong = error?.code?.endsWith('_mismatch') === true;
        return {
          verification: after,
          notice: wrong
            ? ({ kind: 'wrong', attemptsLeft: MAX_ATTEMPTS - after.data.attempts } as const)
            : null,
        };
      } catch (error) {
        // The intent moved on (canceled, paid another way): the page says the check is over.
        if (error instanceof ApiError)
          return { verification: { ...verification, status: 'void' as const }, notice: null };
        throw error;
      }
    });
    if (!outcome) return notFoundPage(reply);
    return render(app, reply, outcome.verification, locale, outcome.notice);
  });
}
