import type { AccountBranding } from '../accounts/index.js';
import { A4, pdfFile, pdfRect, pdfText, pdfTextWidth, pdfWritable } from '../pdf/index.js';
import type { Invoice } from './invoice.js';
import { day, money } from './invoice-format.js';
import { discountLine, taxLines } from './invoice-page.js';
import { fill, INVOICE_TEXTS, type InvoiceLocale } from './invoice-texts.js';

const MARGIN = 56;
const RIGHT = A4.width - MARGIN;

/**
 * The PDF's language: its fonts write Western European letters only, so a reader whose
 * language they cannot write (Japanese, Arabic, Polish...) gets English.
 */
export function pdfLocale(locale: InvoiceLocale): InvoiceLocale {
  return Object.values(INVOICE_TEXTS[locale]).every(pdfWritable) ? locale : 'en';
}

function rightText(y: number, size: number, value: string, bold = false): string {
  return pdfText(RIGHT - pdfTextWidth(value, size, bold), y, size, value, bold);
}

/**
 * The invoice as a one-page PDF (A4): the merchant's name under a bar of its brand colour,
 * the invoice's dates, who it bills, the amount due, the lines and the totals. Lines past
 * what one page holds are summed into the last one shown, so the totals always add up.
 */
export function invoicePdf(invoice: Invoice, brand: AccountBranding, asked: InvoiceLocale): Buffer {
  const lang = pdfLocale(asked);
  const t = INVOICE_TEXTS[lang];
  const cur = (amount: number) => money(amount, invoice.currency, lang);
  const out: string[] = [pdfRect(0, A4.height - 10, A4.width, 10, brand.primaryColor ?? '#1a1f36')];
  let y = A4.height - MARGIN - 10;
  out.push(pdfText(MARGIN, y, 22, fill(t.title, { number: '' }).trim(), true));
  out.push(rightText(y, 14, brand.displayName, true));
  y -= 36;
  const issued = invoice.status_transitions.finalized_at ?? (invoice.created as number);
  const rows: [string, string][] = [
    [t.invoiceNumber, invoice.number ?? ''],
    [t.issued, day(issued, lang)],
  ];
  if (invoice.due_date) rows.push([t.dueDate, day(invoice.due_date, lang)]);
  for (const [label, value] of rows) {
    out.push(pdfText(MARGIN, y, 10, label), pdfText(MARGIN + 130, y, 10, value, true));
    y -= 16;
  }
  y -= 14;
  out.push(pdfText(MARGIN, y, 10, t.billedTo, true));
  for (const value of [invoice.customer_name, invoice.customer_email]) {
    if (!value) continue;
    y -= 14;
    out.push(pdfText(MARGIN, y, 10, value));
  }
  y -= 36;
  const headline =
    invoice.status === 'paid'
      ? `${t.paidTitle} · ${cur(invoice.amount_paid)}`
      : `${cur(invoice.amount_remaining)} · ${t.amountDue}`;
  out.push(pdfText(MARGIN, y, 16, headline.replace('·', '-'), true));
  y -= 34;
  out.push(pdfText(MARGIN, y, 9, t.description, true), pdfText(RIGHT - 150, y, 9, t.quantity, true));
  out.push(rightText(y, 9, t.amount, true));
  y -= 8;
  out.push(pdfRect(MARGIN, y, RIGHT - MARGIN, 0.8, 0.6));
  y -= 16;
  const lines = invoice.lines.data.slice(0, 25);
  for (const line of lines) {
    out.push(pdfText(MARGIN, y, 10, (line.description ?? '').slice(0, 60)));
    out.push(pdfText(RIGHT - 150, y, 10, String(line.quantity ?? 1)));
    out.push(rightText(y, 10, cur(line.amount)));
    y -= 18;
  }
  if (invoice.lines.data.length > lines.length) {
    const rest = invoice.lines.data.slice(lines.length).reduce((sum, line) => sum + line.amount, 0);
    out.push(
      pdfText(MARGIN, y, 10, `+ ${invoice.lines.data.length - lines.length}`),
      rightText(y, 10, cur(rest)),
    );
    y -= 18;
  }
  out.push(pdfRect(MARGIN, y + 8, RIGHT - MARGIN, 0.8, 0.6));
  y -= 8;
  const discount = discountLine(invoice, lang);
  const totals: [string, number, boolean][] = [
    [t.subtotal, invoice.subtotal, false],
    ...(discount ? [[discount[0], -discount[1], false] as [string, number, boolean]] : []),
    ...taxLines(invoice, lang).map(([label, amount]) => [label, amount, false] as [string, number, boolean]),
    [t.total, invoice.total, false],
    invoice.status === 'paid'
      ? [t.amountPaid, invoice.amount_paid, true]
      : [t.amountDue, invoice.amount_remaining, true],
  ];
  for (const [label, amount, bold] of totals) {
    out.push(pdfText(RIGHT - 220, y, 10, label, bold), rightText(y, 10, cur(amount), bold));
    y -= 18;
  }
  const contact = [brand.supportEmail, brand.supportUrl ?? brand.url].filter(Boolean).join('  ');
  if (contact)
    out.push(pdfText(MARGIN, MARGIN, 9, `${fill(t.contact, { merchant: brand.displayName })}: ${contact}`));
  return pdfFile(out.join('\n'));
}
