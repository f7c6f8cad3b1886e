/**
 * A small PDF writer for one-page documents (a boleto, an invoice): the standard Helvetica
 * fonts in WinAnsi encoding (Western European accents included), text and filled rectangles.
 * No PDF library is needed for so little. Characters WinAnsi cannot show (Japanese) print as
 * `?`, so callers pick a language it can write.
 */

/** An A4 page in points. */
export const A4 = { width: 595, height: 842 } as const;

/** The characters WinAnsi keeps in its bytes 0x80–0x9F (Windows-1252), by their byte. */
const WIN_ANSI_EXTRAS: Readonly<Record<number, number>> = {
  8364: 0o200,
  8218: 0o202,
  402: 0o203,
  8222: 0o204,
  8230: 0o205,
  8224: 0o206,
  8225: 0o207,
  710: 0o210,
  8240: 0o211,
  352: 0o212,
  8249: 0o213,
  338: 0o214,
  381: 0o216,
  8220: 0o223,
  8221: 0o224,
  8226: 0o225,
  8211: 0o226,
  8212: 0o227,
  732: 0o230,
  8482: 0o231,
  353: 0o232,
  8250: 0o233,
  339: 0o234,
  382: 0o236,
  376: 0o237,
};

/** One character as WinAnsi can write it in a PDF string, or null when it cannot. */
function pdfChar(char: string): string | null {
  const code = char.codePointAt(0) ?? 63;
  if (char === '(' || char === ')' || char === '\\') return `\\${char}`;
  if (code >= 32 && code < 127) return char;
  if (code >= 160 && code <= 255) return `\\${code.toString(8).padStart(3, '0')}`;
  if (code === 0x2019 || code === 0x2018) return "'";
  // Number formats space thousands with narrow no-break spaces, which WinAnsi lacks.
  if (code === 0x202f || code === 0x2009) return ' ';
  if (code === 0x2212) return '-';
  const extra = WIN_ANSI_EXTRAS[code];
  return extra === undefined ? null : `\\${extra.toString(8)}`;
}

/** A PDF literal string: Latin-1 bytes, with backslashes, brackets and bytes outside ASCII escaped. */
export function pdfString(text: string): string {
  let out = '(';
  for (const char of text) out += pdfChar(char) ?? '?';
  return `${out})`;
}

/** Whether the fonts can write every character of a text (Polish ł or Arabic cannot). */
export function pdfWritable(text: string): boolean {
  for (const char of text) if (pdfChar(char) === null) return false;
  return true;
}

/** Text at (x, y) from the bottom left, regular (F1) or bold (F2). */
export function pdfText(x: number, y: number, size: number, value: string, bold = false): string {
  return `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td ${pdfString(value)} Tj ET`;
}

/**
 * How wide Helvetica sets a text, roughly (an average advance per character): enough to
 * right-align amounts in a column.
 */
export function pdfTextWidth(value: string, size: number, bold = false): number {
  let units = 0;
  for (const char of value)
    units += /[0-9]/.test(char) ? 556 : /[ .,']/.test(char) ? 278 : /[A-Z]/.test(char) ? 667 : 520;
  return (units * size * (bold ? 1.05 : 1)) / 1000;
}

/** A filled rectangle in a grey level (0 black, 1 white), or an RGB colour as `#rrggbb`. */
export function pdfRect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: number | string = 0,
): string {
  const colour =
    typeof fill === 'number'
      ? `${fill} g`
      : `${[1, 3, 5].map((i) => (Number.parseInt(fill.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ')} rg`;
  return `${colour} ${x.toFixed(2)} ${y.toFixed(2)} ${width.toFixed(2)} ${height.toFixed(2)} re f 0 g`;
}

/** The PDF file's bytes for one page drawn by `content` (operators separated by newlines). */
export function pdfFile(content: string, page: { width: number; height: number } = A4): Buffer {
  const stream = Buffer.from(content, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
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
