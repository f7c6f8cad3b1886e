import type { CheckedFont, FontSource } from '@payframe/core/form';

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

/** The https:// stylesheets (`cssSrc`) of the option, each loaded with a <link>. */
export function fontStylesheets(fonts: readonly CheckedFont[]): string[] {
  return fonts.flatMap((font) => (font.kind === 'css' ? [font.cssSrc] : []));
}

/**
 * Loads the `fonts` option into this frame's document: FontFace objects for the faces (loaded
 * at once, so a fontFamily variable naming them applies without waiting for text to need
 * them) and <link> stylesheets for cssSrc. A face the browser refuses (a bad unicodeRange, a
 * blocked URL) is skipped with a warning. Returns the undo, for an update or an unmount.
 */
export function loadFonts(fonts: readonly CheckedFont[], doc: Document = document): () => void {
  const faces: FontFace[] = [];
  for (const font of fonts) {
    if (font.kind !== 'face') continue;
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
  const links = fontStylesheets(fonts).map((href) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    doc.head.appendChild(link);
    return link;
  });
  return () => {
    for (const face of faces) doc.fonts.delete(face);
    for (const link of links) link.remove();
  };
}
