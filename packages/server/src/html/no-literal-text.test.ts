import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No text a shopper reads on a server page is written in its HTML template: it comes from the
 * page's texts (one entry per language), so every language the pages speak has it. The scan
 * reads the templates' literal text between tags and the quoted values of attributes a
 * shopper or a screen reader reads; `${...}` is code, not text.
 */
const SOURCE = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Values that read the same in every language: format examples and marks. */
const UNIVERSAL = new Set(['SM']);

const TEXT_BETWEEN_TAGS = />\s*([^<>{}\n$]*\p{L}{2,}[^<>{}\n$]*?)\s*(?:<|\$\{)/gu;
const READ_ATTRIBUTE = /\b(placeholder|aria-label|title|alt|label)="([^"$]*\p{L}{2,}[^"$]*)"/gu;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !/\.(test|fixture)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Code between `>` and `<` in TypeScript (a comparison, a generic), not text. */
function isCode(text: string): boolean {
  return /=>|&&|\|\||[();?=]|^\d/.test(text) || /^(Promise|Record|Readonly|Set|Map|string)\b/.test(text);
}

/** The literal parts of a file's template strings (between backticks) that hold HTML (a closing tag). */
function templates(source: string): string[] {
  return source.split('`').filter((part, index) => index % 2 === 1 && /<\/[a-z][a-z0-9]*>/.test(part));
}

export function literalTexts(source: string): string[] {
  const found: string[] = [];
  for (const template of templates(source)) {
    for (const match of template.matchAll(TEXT_BETWEEN_TAGS)) {
      const text = match[1]!.trim();
      if (!isCode(text) && !UNIVERSAL.has(text)) found.push(text);
    }
    for (const match of template.matchAll(READ_ATTRIBUTE))
      if (!UNIVERSAL.has(match[2]!)) found.push(`${match[1]}="${match[2]}"`);
  }
  return found;
}

describe('the server pages write no shopper text outside their texts', () => {
  const found = new Map(
    sources(SOURCE)
      .map((path) => [relative(SOURCE, path), literalTexts(readFileSync(path, 'utf8'))] as const)
      .filter(([, texts]) => texts.length > 0),
  );

  it('finds none in any page: every page, test stand-ins included, speaks every page language', () => {
    expect([...found]).toEqual([]);
  });

  it('would find text between tags and in read attributes, not code', () => {
    expect(literalTexts('`<p>Pay now</p><input placeholder="Your name">`')).toEqual([
      'Pay now',
      'placeholder="Your name"',
    ]);
    expect(literalTexts('`<p>Pay ${amount}</p>`')).toEqual(['Pay']);
    expect(literalTexts('`usage: payframe <command> [--api-base <url>]`')).toEqual([]);
    expect(literalTexts('`<p>${escapeHtml(t.pay)}</p><input placeholder="${t.name}">`')).toEqual([]);
    expect(literalTexts('const a: Map<string, number> = new Map<string, X>();')).toEqual([]);
  });
});
