import { useLayoutEffect } from 'react';

/**
 * Applies generated CSS (the appearance, a Card Element's `style`) to this frame's document as a
 * constructable stylesheet. The frames' Content-Security-Policy allows styles from the Payframe
 * origin only (`style-src 'self'`, no inline `<style>`), and a constructed stylesheet is not an
 * inline style: the policy lets scripts of the page build one. Applied before the first paint.
 */
export function useDocumentStyle(css: string, doc: Document = document): void {
  useLayoutEffect(() => {
    if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in doc)) {
      // Test DOMs without constructable stylesheets; every browser the frames support has them.
      const element = doc.createElement('style');
      element.textContent = css;
      doc.head.appendChild(element);
      return () => element.remove();
    }
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return () => {
      doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [css, doc]);
}
