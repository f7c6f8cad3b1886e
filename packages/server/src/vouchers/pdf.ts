import { A4, pdfFile, pdfText } from '../pdf/index.js';
import { barcodeBars } from './barcode.js';

/** A boleto as a one-page PDF (A4): the texts, and the barcode as filled rectangles. */

export interface BoletoPdfContent {
  title: string;
  /** Label and value pairs: beneficiary, payer, amount, due date... */
  rows: readonly (readonly [string, string])[];
  /** The typed line, printed above the barcode. */
  number: string;
  /** The 44 digits of the barcode. */
  barcode: string;
  note: string;
}

const MARGIN = 56;

function content(page: BoletoPdfContent): string {
  const lines: string[] = [];
  let y = A4.height - MARGIN - 18;
  lines.push(pdfText(MARGIN, y, 18, page.title, true));
  y -= 36;
  for (const [label, value] of page.rows) {
    lines.push(pdfText(MARGIN, y, 10, label));
    lines.push(pdfText(MARGIN + 150, y, 11, value, true));
    y -= 20;
  }
  y -= 20;
  lines.push(pdfText(MARGIN, y, 12, page.number, true));
  y -= 14;
  // The barcode: 50 points tall, as wide as the page allows.
  const { bars, width } = barcodeBars(page.barcode);
  const scale = (A4.width - 2 * MARGIN) / width;
  const top = y;
  const height = 50;
  lines.push('0 g');
  for (const bar of bars) {
    lines.push(
      `${(MARGIN + bar.x * scale).toFixed(2)} ${top - height} ${(bar.width * scale).toFixed(2)} ${height} re f`,
    );
  }
  y = top - height - 28;
  lines.push(pdfText(MARGIN, y, 9, page.note));
  return lines.join('\n');
}

/** The PDF file's bytes. */
export function boletoPdf(page: BoletoPdfContent): Buffer {
  return pdfFile(content(page));
}
