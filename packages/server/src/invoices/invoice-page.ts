import type { AccountBranding } from '../accounts/index.js';
import { pageDirection } from '../html/locale.js';
import { escapeHtml } from '../html/page.js';
import type { TaxRate } from '../tax-rates/index.js';
import type { Invoice } from './invoice.js';
import { day, money } from './invoice-format.js';
import { INVOICE_PAGE_STYLE } from './invoice-page-style.js';
import { fill, INVOICE_TEXTS, type InvoiceLocale } from './invoice-texts.js';

export interface InvoicePageInput {
  invoice: Invoice;
  brand: AccountBranding;
  lang: InvoiceLocale;
  /** The page's own address (its token), for the PDF link and the return after a redirect. */
  path: string;
  /** Set while the invoice can be paid: what the page script loads the Payment Element with. */
  payment?: { publishableKey: string; clientSecret: string };
  /** How a paid invoice was paid (`Visa •••• 4242`), for the receipt. */
  paidWith?: string | null;
}

const e = escapeHtml;

function jsonForHtml(value: unknown): string {
  // `<` escaped so no string in the config can close the script element.
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

function row(label: string, value: string, testId?: string): string {
  return `<dt>${e(label)}</dt><dd${testId ? ` data-testid="${testId}"` : ''}>${e(value)}</dd>`;
}

/** The discount's line under the subtotal: its coupon's name and what it takes off. */
export function discountLine(invoice: Invoice, lang: InvoiceLocale): [string, number] | null {
  const discount = invoice.discount;
  const amount = (invoice.total_discount_amounts as { amount: number }[] | null)?.[0]?.amount ?? 0;
  if (!discount || amount === 0) return null;
  const name = discount.coupon.name ?? discount.coupon.id;
  return [`${INVOICE_TEXTS[lang].discount} (${name})`, amount];
}

/** A rate's name and percentage as the invoice shows it: `VAT (20%)`. */
export function rateLabel(rate: TaxRate, lang: InvoiceLocale): string {
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 4 }).format(
    rate.percentage / 100,
  );
  return `${rate.display_name} (${percent})`;
}

/**
 * The tax lines under the subtotal, one per rate: an exclusive one adds to the total, an
 * inclusive one says what the amounts hold.
 */
export function taxLines(invoice: Invoice, lang: InvoiceLocale): [string, number][] {
  const rates = new Map<string, TaxRate>();
  for (const rate of invoice.default_tax_rates ?? []) rates.set(rate.id, rate);
  for (const line of invoice.lines.data)
    for (const rate of (line.tax_rates as TaxRate[] | undefined) ?? []) rates.set(rate.id, rate);
  const amounts =
    (invoice.total_tax_amounts as { amount: number; inclusive: boolean; tax_rate: string }[]) ?? [];
  return amounts.flatMap((tax) => {
    const rate = rates.get(tax.tax_rate);
    if (!rate) return [];
    const label = rateLabel(rate, lang);
    return [[tax.inclusive ? fill(INVOICE_TEXTS[lang].taxIncluded, { tax: label }) : label, tax.amount]];
  });
}

function taxRows(invoice: Invoice, lang: InvoiceLocale): string {
  return taxLines(invoice, lang)
    .map(
      ([label, amount]) =>
        `<tr data-testid="invoice-tax"><td colspan="2">${e(label)}</td><td class="num">${e(money(amount, invoice.currency, lang))}</td></tr>`,
    )
    .join('');
}

function discountRow(invoice: Invoice, lang: InvoiceLocale): string {
  const line = discountLine(invoice, lang);
  if (!line) return '';
  return `<tr data-testid="invoice-discount"><td colspan="2">${e(line[0])}</td><td class="num">−${e(money(line[1], invoice.currency, lang))}</td></tr>`;
}

function linesTable(invoice: Invoice, lang: InvoiceLocale): string {
  const t = INVOICE_TEXTS[lang];
  const cur = (amount: number) => e(money(amount, invoice.currency, lang));
  const body = invoice.lines.data
    .map(
      (line) =>
        `<tr><td>${e(line.description ?? '')}</td><td class="num">${line.quantity ?? 1}</td><td class="num">${cur(line.amount)}</td></tr>`,
    )
    .join('');
  const last =
    invoice.status === 'paid'
      ? `<tr class="strong"><td colspan="2">${e(t.amountPaid)}</td><td class="num">${cur(invoice.amount_paid)}</td></tr>`
      : `<tr class="strong"><td colspan="2">${e(t.amountDue)}</td><td class="num">${cur(invoice.amount_remaining)}</td></tr>`;
  return `<table data-testid="invoice-lines"><thead><tr><th>${e(t.description)}</th><th class="num">${e(t.quantity)}</th><th class="num">${e(t.amount)}</th></tr></thead>
<tbody>${body}</tbody>
<tfoot><tr><td colspan="2">${e(t.subtotal)}</td><td class="num">${cur(invoice.subtotal)}</td></tr>${discountRow(invoice, lang)}${taxRows(invoice, lang)}
<tr><td colspan="2">${e(t.total)}</td><td class="num">${cur(invoice.total)}</td></tr>${last}</tfoot></table>`;
}

function summary(input: InvoicePageInput): string {
  const { invoice, brand, lang } = input;
  const t = INVOICE_TEXTS[lang];
  const paid = invoice.status === 'paid';
  const headline = paid ? invoice.amount_paid : invoice.amount_remaining;
  const rows = [row(t.invoiceNumber, invoice.number ?? '', 'invoice-number')];
  rows.push(row(t.issued, day(invoice.status_transitions.finalized_at ?? (invoice.created as number), lang)));
  if (invoice.due_date) rows.push(row(t.dueDate, day(invoice.due_date, lang)));
  const billed = [invoice.customer_name, invoice.customer_email].filter((v): v is string => Boolean(v));
  if (billed.length > 0)
    rows.push(
      `<dt>${e(t.billedTo)}</dt><dd>${billed.map((v) => `<span class="line">${e(v)}</span>`).join('')}</dd>`,
    );
  const due =
    !paid && invoice.due_date
      ? `<p class="due">${e(fill(t.dueOn, { date: day(invoice.due_date, lang) }))}</p>`
      : '';
  return `<section aria-labelledby="summary-title">
<h1 id="summary-title">${e(fill(t.from, { merchant: brand.displayName }))}</h1>
<p class="amount" data-testid="invoice-amount">${e(money(headline, invoice.currency, lang))}</p>
${due || '<p class="due"></p>'}
<dl>${rows.join('')}</dl>
${linesTable(invoice, lang)}
<a class="download" data-testid="invoice-pdf" href="${e(`${input.path}/pdf?locale=${lang}`)}" download>${e(t.downloadInvoice)}</a>
</section>`;
}

/** The right-hand card: the payment form, the receipt once paid, or why it cannot be paid. */
function sideCard(input: InvoicePageInput): string {
  const { invoice, lang } = input;
  const t = INVOICE_TEXTS[lang];
  if (invoice.status === 'paid') {
    const paidAt = invoice.status_transitions.paid_at ?? (invoice.created as number);
    const rows = [
      row(t.amountPaid, money(invoice.amount_paid, invoice.currency, lang)),
      row(t.paymentDate, day(paidAt, lang)),
    ];
    if (input.paidWith) rows.push(row(t.paymentMethod, input.paidWith));
    rows.push(row(t.invoiceNumber, invoice.number ?? ''));
    return `<section class="receipt" aria-labelledby="receipt-title">
<p class="status" role="status" data-testid="invoice-status">${e(t.paidTitle)} · ${e(fill(t.paidOn, { date: day(paidAt, lang) }))}</p>
<h2 id="receipt-title">${e(t.receipt)}</h2>
<dl data-testid="invoice-receipt">${rows.join('')}</dl>
</section>`;
  }
  if (invoice.status === 'void' || !input.payment)
    return `<section><p class="status ended" role="status" data-testid="invoice-status">${e(t.voided)}</p></section>`;
  const amount = money(invoice.amount_remaining, invoice.currency, lang);
  return `<section aria-labelledby="pay-title">
<h2 id="pay-title">${e(t.payTitle)}</h2>
<form id="payment-form" novalidate>
<div id="payment-element"></div>
<button type="submit" id="pay" disabled>${e(fill(t.pay, { amount }))}</button>
<p class="error" id="payment-error" role="alert"></p>
</form>
</section>`;
}

/** The page script: mounts the Payment Element on the invoice's intent and confirms it, then shows the paid page. */
const PAGE_SCRIPT = `
(function () {
  var config = JSON.parse(document.getElementById('invoice-config').textContent);
  var form = document.getElementById('payment-form');
  if (!form) return;
  var button = document.getElementById('pay');
  var error = document.getElementById('payment-error');
  if (typeof window.Payframe !== 'function') { error.textContent = config.texts.loadError; return; }
  var payframe = window.Payframe(config.publishableKey, { locale: config.locale });
  var appearance = config.primaryColor ? { variables: { colorPrimary: config.primaryColor } } : {};
  var elements = payframe.elements({ clientSecret: config.clientSecret, appearance: appearance, locale: config.locale });
  var element = elements.create('payment');
  element.on('ready', function () { button.disabled = false; });
  element.mount('#payment-element');
  var label = button.textContent;
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    button.disabled = true;
    button.textContent = config.texts.processing;
    error.textContent = '';
    payframe
      .confirmPayment({ elements: elements, confirmParams: { return_url: location.href }, redirect: 'if_required' })
      .then(function (result) {
        if (result.error) {
          // The element shows card and field errors beside the fields; other errors show here.
          var inElement = result.error.type === 'card_error' || result.error.type === 'validation_error';
          error.textContent = inElement ? '' : result.error.message || '';
          button.disabled = false;
          button.textContent = label;
          return;
        }
        location.reload();
      });
  });
})();
`;

/** The hosted invoice page's HTML, its language's texts, the merchant's name, logo and colour. */
export function invoicePageHtml(input: InvoicePageInput, nonce: string): string {
  const { invoice, brand, lang } = input;
  const t = INVOICE_TEXTS[lang];
  const logo = brand.logoUrl ?? brand.iconUrl;
  const contactTarget = brand.supportEmail ? `mailto:${brand.supportEmail}` : (brand.supportUrl ?? brand.url);
  const contact = contactTarget
    ? `<footer><a href="${e(contactTarget)}">${e(fill(t.contact, { merchant: brand.displayName }))}</a></footer>`
    : '';
  const config = input.payment
    ? {
        publishableKey: input.payment.publishableKey,
        clientSecret: input.payment.clientSecret,
        locale: lang,
        primaryColor: brand.primaryColor,
        texts: { processing: t.processing, loadError: t.loadError },
      }
    : null;
  const scripts = config
    ? `<script src="/v1/payframe.js"></script>
<script type="application/json" id="invoice-config">${jsonForHtml(config)}</script>
<script nonce="${nonce}">${PAGE_SCRIPT}</script>`
    : '';
  const brandStyle = brand.primaryColor ? `:root { --brand: ${brand.primaryColor}; }` : '';
  return `<!doctype html>
<html lang="${lang}" dir="${pageDirection(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(`${fill(t.title, { number: invoice.number ?? '' })} · ${brand.displayName}`)}</title>
<style nonce="${nonce}">${INVOICE_PAGE_STYLE}${brandStyle}</style>
</head>
<body>
<div class="bar"></div>
<header>${logo ? `<img src="${e(logo)}" alt="">` : ''}<span class="name" data-testid="merchant-name">${e(brand.displayName)}</span>${
    invoice.livemode ? '' : `<span class="badge">${e(t.testMode)}</span>`
  }</header>
<main>
${summary(input)}
${sideCard(input)}
</main>
${contact}
${scripts}
</body>
</html>`;
}
