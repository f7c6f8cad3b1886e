import { type Appearance, type CheckedFont, validateAppearance, validateFonts } from '@payframe/core/form';
import { useEffect, useMemo } from 'react';
import { loadFonts } from './fonts.js';
import { appearanceCss } from './theme.js';
import { useDocumentStyle } from './use-document-style.js';

const FALLBACK: Appearance = { theme: 'stripe', variables: {}, rules: {} };

/** Warnings already shown: one frame renders its appearance many times. */
const warned = new Set<string>();

/**
 * The appearance option checked inside the frame: the merchant page checked its outline only,
 * so an invalid variable or rule is dropped here with a console warning, the rest applies.
 */
export function useCheckedAppearance(appearance: unknown): Appearance {
  return useMemo(() => {
    const result = validateAppearance(appearance, { dropInvalid: true });
    if (!result.ok) return FALLBACK;
    for (const warning of result.value.warnings) {
      if (!warned.has(warning)) console.warn(warning);
      warned.add(warning);
    }
    return result.value.appearance;
  }, [appearance]);
}

/** Applies the elements' appearance and loads their fonts inside this frame. */
export function AppearanceStyle({ appearance, fonts }: { appearance: Appearance; fonts: unknown[] }) {
  const checkedFonts = useMemo<CheckedFont[]>(() => {
    const result = validateFonts(fonts);
    return result.ok ? result.value : [];
  }, [fonts]);
  // Keyed by content: a session broadcast with the same fonts must not load them again.
  const fontsKey = JSON.stringify(checkedFonts);
  useEffect(() => loadFonts(JSON.parse(fontsKey) as CheckedFont[]), [fontsKey]);
  useDocumentStyle(useMemo(() => appearanceCss(appearance), [appearance]));
  return null;
}
