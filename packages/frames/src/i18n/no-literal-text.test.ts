import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { here } from './catalogue-files.fixture.js';

/**
 * No text a shopper reads is written in the frames' JSX: it comes from a catalogue, so every
 * locale has it. What the scan finds is text between tags and the quoted value of an
 * attribute a shopper (or a screen reader) reads; code between braces is not text.
 */
const SOURCE = join(here(import.meta.url), '..');

/** Not the shopper's: the operators' dashboard, with its own catalogue. */
const SKIPPED_FOLDERS = ['dashboard'];

/** Brand names and marks, drawn as their owners write them in every language. */
const BRAND_FILES = [
  'ui/brand-icons.tsx',
  'card/card-icons.tsx',
  'express/brand-marks.tsx',
  'express/card-wallet-marks.tsx',
  'payment/link/LinkWallet.tsx',
];

/** Values that read the same in every language: format examples and names. */
const UNIVERSAL = new Set(['DE00 0000 0000 0000 0000 00', 'Link']);

const TEXT_BETWEEN_TAGS = />\s*([^<>{}\n]*\p{L}{2,}[^<>{}\n]*?)\s*</gu;
const READ_ATTRIBUTE = /\b(placeholder|aria-label|title|alt|label)="([^"]*\p{L}{2,}[^"]*)"/gu;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.includes(entry.name) ? [] : sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Whether a match between `>` and `<` is code (a generic, a comparison, an arrow), not text. */
function isCode(text: string): boolean {
  return /=>|&&|\|\||[();?]|^[\w.]+:|^,/.test(text) || /^(Promise|Record|Readonly|Set|Map)\b/.test(text);
}

function literalTexts(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(TEXT_BETWEEN_TAGS)) {
    const text = match[1]!.trim();
    if (!isCode(text) && !UNIVERSAL.has(text)) found.push(`${file}: ${text}`);
  }
  for (const match of source.matchAll(READ_ATTRIBUTE)) {
    if (!UNIVERSAL.has(match[2]!)) found.push(`${file}: ${match[1]}="${match[2]}"`);
  }
  return found;
}

describe('the frames write no shopper text outside a catalogue', () => {
  it('finds none in the JSX', () => {
    const found = sources(SOURCE)
      .map((path) => relative(SOURCE, path))
      .filter((file) => !BRAND_FILES.includes(file))
      .flatMap((file) => literalTexts(file, readFileSync(join(SOURCE, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('would find text between tags and in read attributes', () => {
    expect(literalTexts('x.tsx', '<p>Pay now</p><input placeholder="Your name" />')).toEqual([
      'x.tsx: Pay now',
      'x.tsx: placeholder="Your name"',
    ]);
    expect(literalTexts('x.tsx', "<p>{t('pay')}</p><input placeholder={t('name')} />")).toEqual([]);
  });
});
