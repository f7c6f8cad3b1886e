import type { CSSProperties } from 'react';

/**
 * The challenges' look, as style objects: React sets them through the DOM (allowed by the
 * frames' strict CSP), and they load only with this panel, not in every frame's stylesheet.
 */
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const MUTED = '#6d6e78';
const BORDER = '1px solid #e6e6e6';

export const S = {
  panel: {
    boxSizing: 'border-box',
    width: 'min(360px, 100vw)',
    padding: '32px 28px 24px',
    fontFamily: FONT,
    color: '#30313d',
  },
  title: { fontSize: '18px', margin: '0 0 8px' },
  explain: { lineHeight: 1.5, margin: '0 0 16px', color: MUTED },
  checkbox: {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '14px 16px',
    border: BORDER,
    borderRadius: '6px',
    background: '#f9f9fb',
    fontSize: '16px',
    cursor: 'pointer',
  },
  /** Room for the provider's widget (hCaptcha's is 303 by 78 pixels, Turnstile's 300 by 65). */
  widget: { minHeight: '78px', display: 'flex', justifyContent: 'center', alignItems: 'center' },
  checkboxInput: { width: '22px', height: '22px', margin: 0 },
  progress: {
    display: 'flex',
    flexDirection: 'column',
    gap: '6px',
    marginTop: '14px',
    fontSize: '14px',
    color: MUTED,
  },
  progressBar: { width: '100%', height: '8px' },
  done: { margin: '14px 0 0', color: '#1a7f37', fontWeight: 600 },
  error: { margin: '10px 0 0', color: '#df1b41', fontSize: '14px' },
  label: { display: 'block', fontSize: '14px', marginBottom: '6px' },
  input: {
    boxSizing: 'border-box',
    width: '100%',
    padding: '10px 12px',
    fontSize: '18px',
    letterSpacing: '4px',
    border: BORDER,
    borderRadius: '6px',
  },
  upload: {
    display: 'flex',
    flexDirection: 'column',
    gap: '6px',
    marginTop: '14px',
    fontSize: '13px',
    color: MUTED,
  },
  buttons: { display: 'flex', gap: '10px', marginTop: '18px' },
  primary: {
    flex: 1,
    padding: '10px 12px',
    borderRadius: '6px',
    fontSize: '15px',
    cursor: 'pointer',
    border: 'none',
    background: '#0570de',
    color: '#fff',
  },
  secondary: {
    flex: 1,
    padding: '10px 12px',
    borderRadius: '6px',
    fontSize: '15px',
    cursor: 'pointer',
    border: BORDER,
    background: '#fff',
    color: '#30313d',
  },
} satisfies Record<string, CSSProperties>;
