import { describe, expect, it } from 'vitest';
import { boletoCodes } from './numbers.js';
import { boletoPdf } from './pdf.js';

/** Reads the PDF as a reader starts to: the header, `startxref`, the table and each object it points at. */
function parse(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const table = text.slice(startxref);
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(table) ?? [];
  const entries = table.split('\n').slice(2, 2 + Number(count));
  return { text, first: Number(first), count: Number(count), entries, startxref };
}

describe('the boleto PDF', () => {
  const codes = boletoCodes(12345, Date.UTC(2026, 11, 1) / 1000, '1'.repeat(25));
  const pdf = boletoPdf({
    title: 'Boleto bancário',
    rows: [
      ['Beneficiário', 'Loja (Teste)'],
      ['Valor', 'R$ 123,45'],
    ],
    number: codes.number,
    barcode: codes.barcode,
    note: 'Pague em qualquer banco até o vencimento.',
  });

  it('starts with a PDF header and ends with its cross-reference table', () => {
    const { text, first, count, entries } = parse(pdf);
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(first).toBe(0);
    expect(count).toBe(7);
    expect(entries[0]).toBe('0000000000 65535 f ');
    // Each entry points at its object's first byte.
    entries.slice(1).forEach((entry, index) => {
      const offset = Number(entry.slice(0, 10));
      const header = `${index + 1} 0 obj\n`;
      expect(text.slice(offset, offset + header.length)).toBe(header);
    });
    expect(text).toContain('/Root 1 0 R');
  });

  it('has a content stream of the length it says, with the texts (accents as Latin-1) and the bars', () => {
    const { text } = parse(pdf);
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(text)!;
    const start = match.index + match[0].length;
    const stream = text.slice(start, start + Number(match[1]));
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
    expect(stream).toContain('(Boleto banc\\341rio) Tj');
    expect(stream).toContain('(Loja \\(Teste\\)) Tj');
    expect(stream).toContain(codes.number);
    expect(stream.match(/ re f/g)?.length).toBeGreaterThan(44);
  });
});
