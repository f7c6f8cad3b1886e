import { type Appearance, type CheckedFont, validateAppearance, validateFonts } from '@payframe/core/form';
import { useEffect, useMemo } from 'react';
import { loadFonts } from './fonts.js';
import { appearanceCss } from './theme.js';
import { useDocumentStyle } from './use-document-style.js';

const FALLBACK: Appearance = { theme: 'stripe', variables: {}, rules: {} };

/**
 * The appearance option checked again inside the frame: the options were checked on the
 * merchant page already, but this frame trusts nothing it did not check itself.
 */
export function useCheckedAppearance(appearance: unknown): Appearance {
  return useMemo(() => {
    const result = validateAppearance(appearance);
    return result.ok ? result.value.appearance : FALLBACK;
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
