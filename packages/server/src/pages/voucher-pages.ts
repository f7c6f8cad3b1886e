import { methodDescriptor, VOUCHER_PAGE_PATH } from '@payframe/core';
import type { FastifyInstance } from 'fastify';
import { isZeroDecimal } from '../charges/amounts.js';
import { escapeHtml, notFoundPage, sendPage } from '../html/page.js';
import type { AppContext } from '../kernel/app-context.js';
import { METHOD_NAMES } from '../methods/index.js';
import { findResource } from '../store/index.js';
import {
  barcodeSvg,
  boletoPdf,
  findVoucherByToken,
  KONBINI_STORE_NAMES,
  VOUCHER_TEXTS,
  type Voucher,
  type VoucherRow,
  type VoucherTexts,
  voucherLocale,
} from '../vouchers/index.js';

/**
 * The hosted voucher page (`hosted_voucher_url`): what to pay, to whom, before when, and how,
 * with the barcode drawn inline, a Print button and, for a boleto, its PDF. It is in the
 * shopper's language (`?locale=` from the Payment Element, else the browser's), and says so
 * once the voucher is paid or expired. The controller shows it in its modal.
 */

const STYLE = `
  main { max-width: 34rem; }
  .amount { font-size: 1.75rem; font-weight: 700; margin: 0 0 1rem; }
  .barcode { display: block; width: 100%; height: 72px; margin: .5rem 0 .25rem; }
  .code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 1rem; letter-spacing: .04em; overflow-wrap: anywhere; }
  .stores { width: 100%; border-collapse: collapse; margin: 1rem 0; font-size: .9rem; }
  .stores th, .stores td { text-align: left; padding: .4rem .3rem; border-bottom: 1px solid #e3e8ee; }
  .status { padding: .75rem 1rem; border-radius: 8px; background: #e6f4ea; color: #0a5c2f; font-weight: 600; }
  .status.ended { background: #fdecea; color: #a4161a; }
  a.button { display: inline-block; font-weight: 600; padding: .7rem 1.4rem; border-radius: 8px; color: #0a7a3e;
    border: 2px solid #0a7a3e; text-decoration: none; }
  @media print { body { background: #fff; } main { box-shadow: none; margin: 0; } .actions, .note { display: none; } }
`;

function query(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}

/** An amount in the currency's smallest unit as the shopper's language writes it. */
function amountText(voucher: Voucher, lang: string): string {
  const major = isZeroDecimal(voucher.currency) ? voucher.amount : voucher.amount / 100;
  return new Intl.NumberFormat(lang, { style: 'currency', currency: voucher.currency.toUpperCase() }).format(
    major,
  );
}

function dateText(voucher: Voucher, lang: string): string {
  const timeZone = methodDescriptor(voucher.type)?.voucher?.timeZone ?? 'UTC';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'long', timeZone }).format(
    new Date(voucher.expiresAt * 1000),
  );
}

function row(label: string, value: string, className = ''): string {
  return `<dt>${escapeHtml(label)}</dt><dd${className ? ` class="${className}"` : ''}>${escapeHtml(value)}</dd>`;
}

/** What the shopper pays with: the reference and its barcode, the typed line, the entity, or each store's codes. */
function paymentCodes(voucher: Voucher, t: VoucherTexts): string {
  switch (voucher.type) {
    case 'oxxo':
    case 'boleto': {
      const label = voucher.type === 'boleto' ? t.typedLine : t.number;
      return `${barcodeSvg(voucher.barcode!, { height: 60, label: t.barcode })}
<dl>${row(label, voucher.number ?? '', 'code')}</dl>`;
    }
    case 'multibanco':
      return `<dl>${row(t.entity, voucher.entity ?? '', 'code')}${row(t.reference, (voucher.number ?? '').replace(/(\d{3})(?=\d)/g, '$1 '), 'code')}</dl>`;
    case 'konbini': {
      // In the stores' own order (a jsonb column keeps keys in an order of its own).
      const rows = Object.keys(KONBINI_STORE_NAMES)
        .flatMap((store) => (voucher.stores?.[store] ? [[store, voucher.stores[store]] as const] : []))
        .map(
          ([store, codes]) =>
            `<tr><th scope="row">${escapeHtml(KONBINI_STORE_NAMES[store] ?? store)}</th><td class="code">${escapeHtml(codes.payment_code)}</td><td class="code">${escapeHtml(codes.confirmation_number)}</td></tr>`,
        )
        .join('');
      return `<table class="stores"><thead><tr><th></th><th>${escapeHtml(t.paymentCode)}</th><th>${escapeHtml(t.confirmationNumber)}</th></tr></thead><tbody>${rows}</tbody></table>`;
    }
  }
}

function statusText(row: VoucherRow, t: VoucherTexts): string | null {
  if (row.status === 'paid') return `<p class="status" role="status">${escapeHtml(t.paid)}</p>`;
  if (row.status === 'expired') return `<p class="status ended" role="status">${escapeHtml(t.expired)}</p>`;
  if (row.status === 'void') return `<p class="status ended" role="status">${escapeHtml(t.void)}</p>`;
  return null;
}

export async function registerVoucherPages(http: FastifyInstance, app: AppContext): Promise<void> {
  type Route = { Params: { voucher: string }; Querystring: Record<string, unknown> };

  const find = (id: string, q: Record<string, unknown>) => {
    const token = query(q.token);
    return token ? findVoucherByToken(app.db, id, token) : Promise.resolve(undefined);
  };

  http.get<Route>(`${VOUCHER_PAGE_PATH}/:voucher`, async (request, reply) => {
    const found = await find(request.params.voucher, request.query);
    if (!found) return notFoundPage(reply);
    const { voucher } = found;
    const locale = voucherLocale(request.query.locale, request.headers['accept-language']);
    const t = VOUCHER_TEXTS[locale];
    const method = METHOD_NAMES[voucher.type] ?? voucher.type;
    const title = t.title.replace('{method}', method);
    const status = statusText(found, t);
    const pdfLink =
      voucher.type === 'boleto'
        ? `<a class="button" href="${escapeHtml(`${VOUCHER_PAGE_PATH}/${voucher.id}/boleto.pdf?token=${voucher.token}`)}" download>${escapeHtml(t.pdf)}</a>`
        : '';
    return sendPage(reply, {
      title,
      lang: locale,
      style: STYLE,
      body: `${found.livemode ? '' : `<span class="badge">${escapeHtml(t.badge)}</span>`}
<h1>${escapeHtml(title)}</h1>
<p class="amount" data-testid="voucher-amount">${escapeHtml(amountText(voucher, locale))}</p>
${status ?? ''}
<dl>${row(t.payTo, voucher.merchant || method)}${row(t.expires, dateText(voucher, locale))}</dl>
${status ? '' : paymentCodes(voucher, t)}
${status ? '' : `<p>${escapeHtml(t.instructions[voucher.type])}</p>`}
<div class="actions">${status ? '' : `<button type="button" class="primary" id="print">${escapeHtml(t.print)}</button>`}${status ? '' : pdfLink}</div>
${found.livemode ? '' : `<p class="note">${escapeHtml(t.testMode)}</p>`}`,
      script: `document.getElementById('print')?.addEventListener('click', () => window.print());`,
    });
  });

  http.get<Route>(`${VOUCHER_PAGE_PATH}/:voucher/boleto.pdf`, async (request, reply) => {
    const found = await find(request.params.voucher, request.query);
    if (!found || found.voucher.type !== 'boleto') return notFoundPage(reply);
    const { voucher } = found;
    // The slip is in Portuguese, as Brazilian banks print it.
    const method = await findResource(
      app.db,
      'payment_methods',
      {
        accountId: found.account_id,
        livemode: found.livemode,
      },
      voucher.paymentMethod,
    );
    const billing = (method?.billing_details ?? {}) as { name?: string | null };
    const taxId = ((method?.boleto ?? {}) as { tax_id?: string }).tax_id ?? '';
    const pdf = boletoPdf({
      title: 'Boleto bancário',
      rows: [
        ['Beneficiário', voucher.merchant || 'Payframe'],
        ['Pagador', billing.name ?? ''],
        ['CPF/CNPJ', taxId],
        ['Valor', amountText(voucher, 'pt-BR')],
        ['Vencimento', dateText(voucher, 'pt-BR')],
      ],
      number: voucher.number ?? '',
      barcode: voucher.barcode ?? '0',
      note: found.livemode
        ? 'Pague em qualquer banco, lotérica ou no aplicativo do seu banco até o vencimento.'
        : 'Modo de teste: nenhum dinheiro é movimentado.',
    });
    return reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="boleto-${voucher.id}.pdf"`)
      .send(pdf);
  });
}
