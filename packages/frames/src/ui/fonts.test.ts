import { validateFonts } from '@payframe/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fontFaceInit, fontFaces, loadFonts } from './fonts.js';

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

describe('fontFaces', () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads a stylesheet's text into faces, and never a stylesheet without its text", () => {
    const fonts = checked([
      {
        cssSrc: 'https://fonts.example.com/inter.css',
        cssText:
          'input[value^="4"] { background: url(https://x.example/4) } @font-face { font-family: Inter; src: url(https://fonts.example.com/inter.woff2) format("woff2"); }',
      },
      { cssSrc: 'https://fonts.example.com/other.css' },
      { family: 'A', src: 'url(https://example.com/a.woff)' },
    ]);
    expect(fontFaces(fonts).map((face) => [face.family, face.sources[0]?.value])).toEqual([
      ['Inter', 'https://fonts.example.com/inter.woff2'],
      ['A', 'https://example.com/a.woff'],
    ]);
  });

  it('skips a face whose unicode-range covers part of ASCII, as given or read from a stylesheet', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fonts = checked([
      { family: 'Digit4', src: 'url(https://x.example/4.woff)', unicodeRange: 'U+0034' },
      { family: 'Latin', src: 'url(https://x.example/l.woff)', unicodeRange: 'U+0000-00FF' },
    ]);
    expect(fontFaces(fonts).map((face) => face.family)).toEqual(['Latin']);
    expect(console.warn).toHaveBeenCalledOnce();
  });
});

describe('loadFonts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds and loads every face at once, adds no stylesheet to the document, and undoes it', () => {
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
        {
          cssSrc: 'https://fonts.example.com/inter.css',
          cssText: '@font-face { font-family: Inter; src: url(https://fonts.example.com/inter.woff2); }',
        },
      ]),
      doc,
    );
    expect(made.map((font) => font.family)).toEqual(['Test Sans', 'Inter']);
    for (const font of made) expect(font.load).toHaveBeenCalled();
    expect(fontSet.size).toBe(2);
    expect(head).toEqual([]);
    undo();
    expect(fontSet.size).toBe(0);
  });
});
