import { validateFonts } from '@payframe/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fontFaceInit, fontStylesheets, loadFonts } from './fonts.js';

function checked(fonts: unknown[]) {
  const result = validateFonts(fonts);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function face(font: Record<string, unknown>) {
  const [first] = checked([font]);
  if (first?.kind !== 'face') throw new Error('not a face');
  return first;
}

describe('fontFaceInit', () => {
  it.each([
    [
      { family: 'Avenir', src: 'url(https://example.com/a.woff2) format(woff2)' },
      {
        family: 'Avenir',
        source: 'url("https://example.com/a.woff2") format("woff2")',
        descriptors: { display: 'swap' },
      },
    ],
    [
      {
        family: 'Avenir Next',
        src: "local('Avenir Next'), url('data:font/woff2;base64,AAAA')",
        weight: 600,
        style: 'italic',
        display: 'block',
        unicodeRange: 'U+0000-00FF',
      },
      {
        family: 'Avenir Next',
        source: 'local("Avenir Next"), url("data:font/woff2;base64,AAAA")',
        descriptors: { display: 'block', weight: '600', style: 'italic', unicodeRange: 'U+0000-00FF' },
      },
    ],
  ])('%o', (font, init) => {
    expect(fontFaceInit(face(font))).toEqual(init);
  });

  it('escapes quotes in URLs so a source cannot end early', () => {
    const init = fontFaceInit({
      kind: 'face',
      family: 'X',
      sources: [{ type: 'url', value: 'https://example.com/a".woff' }],
    });
    expect(init.source).toBe('url("https://example.com/a\\".woff")');
  });
});

describe('fontStylesheets', () => {
  it('lists the cssSrc stylesheets only', () => {
    const fonts = checked([
      { cssSrc: 'https://fonts.example.com/inter.css' },
      { family: 'A', src: 'url(https://example.com/a.woff)' },
    ]);
    expect(fontStylesheets(fonts)).toEqual(['https://fonts.example.com/inter.css']);
  });
});

describe('loadFonts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds and loads the faces, links the stylesheets, and undoes both', () => {
    const made: Array<{ family: string; source: string; load: () => Promise<void> }> = [];
    vi.stubGlobal(
      'FontFace',
      class {
        load = vi.fn(() => Promise.resolve());
        constructor(
          readonly family: string,
          readonly source: string,
        ) {
          made.push(this);
        }
      },
    );
    const fontSet = new Set<unknown>();
    const head: unknown[] = [];
    const doc = {
      fonts: fontSet,
      head: { appendChild: (node: unknown) => head.push(node) },
      createElement: () => ({ remove: vi.fn() }),
    } as unknown as Document;
    const undo = loadFonts(
      checked([
        { family: 'Test Sans', src: 'url(data:font/ttf;base64,AAAA)' },
        { cssSrc: 'https://fonts.example.com/inter.css' },
      ]),
      doc,
    );
    expect(made.map((font) => font.family)).toEqual(['Test Sans']);
    expect(made[0]?.load).toHaveBeenCalled();
    expect(fontSet.size).toBe(1);
    expect(head).toEqual([
      { rel: 'stylesheet', href: 'https://fonts.example.com/inter.css', remove: expect.any(Function) },
    ]);
    undo();
    expect(fontSet.size).toBe(0);
    expect((head[0] as { remove: () => void }).remove).toHaveBeenCalled();
  });
});
