import { barcodeBars } from './barcode.js';

/**
 * A boleto as a one-page PDF (A4), written here: the standard Helvetica font in WinAnsi
 * encoding (Portuguese accents included), the texts, and the barcode as filled rectangles.
 * No PDF library is needed for so little.
 */

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

const PAGE = { width: 595, height: 842 };
const MARGIN = 56;

/** A PDF literal string: Latin-1 bytes, with backslashes, brackets and bytes outside ASCII escaped. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code >= 32 && code < 127) out += char;
    else if (code >= 160 && code <= 255) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return `${out})`;
}

function text(x: number, y: number, size: number, value: string, bold = false): string {
  return `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td ${pdfString(value)} Tj ET`;
}

function content(page: BoletoPdfContent): string {
  const lines: string[] = [];
  let y = PAGE.height - MARGIN - 18;
  lines.push(text(MARGIN, y, 18, page.title, true));
  y -= 36;
  for (const [label, value] of page.rows) {
    lines.push(text(MARGIN, y, 10, label));
    lines.push(text(MARGIN + 150, y, 11, value, true));
    y -= 20;
  }
  y -= 20;
  lines.push(text(MARGIN, y, 12, page.number, true));
  y -= 14;
  // The barcode: 50 points tall, as wide as the page allows.
  const { bars, width } = barcodeBars(page.barcode);
  const scale = (PAGE.width - 2 * MARGIN) / width;
  const top = y;
  const height = 50;
  lines.push('0 g');
  for (const bar of bars) {
    lines.push(
      `${(MARGIN + bar.x * scale).toFixed(2)} ${top - height} ${(bar.width * scale).toFixed(2)} ${height} re f`,
    );
  }
  y = top - height - 28;
  lines.push(text(MARGIN, y, 9, page.note));
  return lines.join('\n');
}

/** The PDF file's bytes. */
export function boletoPdf(page: BoletoPdfContent): Buffer {
  const stream = Buffer.from(content(page), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
