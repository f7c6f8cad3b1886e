/** The most of a stylesheet's text handed to the frames (they read no more; see core's font-css). */
const MAX_CSS_LENGTH = 256 * 1024;

/**
 * The `fonts` option with the text of each `cssSrc` stylesheet (`cssText`), fetched from this
 * page as Stripe.js does (the stylesheet must allow cross-origin reads, as Google Fonts' do).
 * The frames never load a stylesheet: they read its @font-face rules from the text and load
 * only those faces. A stylesheet that cannot be fetched is skipped with a warning. Resolves
 * to null when the option names no stylesheet.
 */
export function withStylesheetText(fonts: unknown): Promise<unknown[] | null> {
  if (!Array.isArray(fonts) || !fonts.some(isStylesheet)) return Promise.resolve(null);
  return Promise.all(
    fonts.map(async (font) => {
      if (!isStylesheet(font)) return font;
      try {
        const response = await fetch(font.cssSrc, { credentials: 'omit' });
        const cssText = response.ok ? await response.text() : '';
        if (response.ok && cssText.length <= MAX_CSS_LENGTH) return { cssSrc: font.cssSrc, cssText };
      } catch {
        // reported below
      }
      console.warn(`Payframe: the font stylesheet ${font.cssSrc} could not be loaded.`);
      return font;
    }),
  );
}

function isStylesheet(font: unknown): font is { cssSrc: string } {
  return typeof (font as { cssSrc?: unknown } | null)?.cssSrc === 'string';
}
