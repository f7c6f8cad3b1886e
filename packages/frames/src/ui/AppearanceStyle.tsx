import { type Appearance, type CheckedFont, validateAppearance, validateFonts } from '@payframe/core';
import { useEffect, useMemo } from 'react';
import { appearanceCss, fontFaceCss } from './theme.js';

/**
 * Applies the elements' appearance and fonts inside this frame. The options were checked on
 * the merchant page already; they are checked again here because this frame trusts nothing
 * it did not check itself.
 */
export function AppearanceStyle({ appearance, fonts }: { appearance: unknown; fonts: unknown[] }) {
  const checked = useMemo(() => {
    const result = validateAppearance(appearance);
    return result.ok
      ? result.value.appearance
      : ({ theme: 'stripe', variables: {}, rules: {} } as Appearance);
  }, [appearance]);
  const checkedFonts = useMemo<CheckedFont[]>(() => {
    const result = validateFonts(fonts);
    return result.ok ? result.value : [];
  }, [fonts]);

  useEffect(() => {
    const links = checkedFonts
      .filter((font): font is Extract<CheckedFont, { kind: 'css' }> => font.kind === 'css')
      .map((font) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = font.cssSrc;
        document.head.appendChild(link);
        return link;
      });
    return () => {
      for (const link of links) link.remove();
    };
  }, [checkedFonts]);

  const css = `${fontFaceCss(checkedFonts)}\n${appearanceCss(checked)}`;
  return <style>{css}</style>;
}
