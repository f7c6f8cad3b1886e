import { type CheckedFont, type FontSource, fontFacesFromCss, isSafeUnicodeRange } from '@payframe/core/form';

type Face = Extract<CheckedFont, { kind: 'face' }>;

/** What `new FontFace(family, source, descriptors)` takes for one face of the `fonts` option. */
export interface FontFaceInit {
  family: string;
  source: string;
  descriptors: FontFaceDescriptors;
}

/** A CSS string: quotes and backslashes escaped, line breaks dropped (they cannot end a url). */
function cssString(value: string): string {
  return `"${value.replace(/[\r\n\f]/g, '').replace(/["\\]/g, (char) => `\\${char}`)}"`;
}

function sourceCss(source: FontSource): string {
  if (source.type === 'local') return `local(${cssString(source.value)})`;
  const format = source.format ? ` format(${cssString(source.format)})` : '';
  return `url(${cssString(source.value)})${format}`;
}

/**
 * A checked face as FontFace arguments. The FontFace API takes the family as a plain string,
 * so no merchant text is ever parsed as a stylesheet; only the src list is CSS, with every
 * URL quoted. `display` defaults to swap so text shows at once in the system font.
 */
export function fontFaceInit(font: Face): FontFaceInit {
  const descriptors: FontFaceDescriptors = { display: (font.display ?? 'swap') as FontDisplay };
  if (font.weight) descriptors.weight = font.weight;
  if (font.style) descriptors.style = font.style;
  if (font.unicodeRange) descriptors.unicodeRange = font.unicodeRange;
  return { family: font.family, source: font.sources.map(sourceCss).join(', '), descriptors };
}

/**
 * Every font face of the option: the faces given as such, and those read from the text of each
 * `cssSrc` stylesheet (the merchant script fetches it; the frame never loads a stylesheet, since
 * its selectors could read what a shopper types). A face whose unicode-range could tell which
 * characters a field shows is left out.
 */
export function fontFaces(fonts: readonly CheckedFont[]): Face[] {
  const faces = fonts.flatMap((font): Face[] => {
    if (font.kind === 'face') return [font];
    return fontFacesFromCss(font.cssText ?? '').map((rule) => ({ kind: 'face', ...rule }));
  });
  return faces.filter((face) => {
    if (face.unicodeRange === undefined || isSafeUnicodeRange(face.unicodeRange)) return true;
    console.warn(
      `Payframe: the font "${face.family}" has a unicode-range that covers part of ASCII and was skipped.`,
    );
    return false;
  });
}

/**
 * Loads the `fonts` option into this frame's document as FontFace objects, each loaded at once
 * whatever the text (so a fontFamily variable naming them applies without waiting, and no
 * download depends on what is typed). A face the browser refuses (a bad descriptor, a blocked
 * URL) is skipped with a warning. Returns the undo, for an update or an unmount.
 */
export function loadFonts(fonts: readonly CheckedFont[], doc: Document = document): () => void {
  const faces: FontFace[] = [];
  for (const font of fontFaces(fonts)) {
    const init = fontFaceInit(font);
    try {
      const face = new FontFace(init.family, init.source, init.descriptors);
      doc.fonts.add(face);
      faces.push(face);
      face.load().catch(() => console.warn(`Payframe: the font "${init.family}" could not be loaded.`));
    } catch {
      console.warn(`Payframe: the font "${init.family}" has invalid descriptors and was skipped.`);
    }
  }
  return () => {
    for (const face of faces) doc.fonts.delete(face);
  };
}
