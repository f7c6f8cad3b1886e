import type { CSSProperties, ReactNode } from 'react';

/* The bank-linking modal's look: its box, buttons, inputs, rows and labelled fields. */

export const box: CSSProperties = {
  padding: '28px 24px 20px',
  width: 'min(400px, 100vw)',
  boxSizing: 'border-box',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  color: '#30313d',
  lineHeight: 1.45,
};
export const primary: CSSProperties = {
  width: '100%',
  padding: '11px',
  border: 0,
  borderRadius: '8px',
  background: '#0a7a3e',
  color: '#fff',
  fontWeight: 600,
  fontSize: '15px',
  cursor: 'pointer',
  marginTop: '12px',
};
/** A button that cannot be pressed yet looks it. */
export const dim = (disabled: boolean): CSSProperties =>
  disabled ? { ...primary, opacity: 0.5, cursor: 'default' } : primary;
export const link: CSSProperties = { ...primary, background: 'none', color: '#0a7a3e', marginTop: '6px' };
export const input: CSSProperties = {
  width: '100%',
  boxSizing: 'border-box',
  padding: '10px',
  border: '1px solid #d5d7dd',
  borderRadius: '6px',
  fontSize: '15px',
  marginTop: '4px',
};
export const row: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  width: '100%',
  padding: '10px',
  border: '1px solid #e3e5ea',
  borderRadius: '8px',
  background: '#fff',
  marginTop: '8px',
  textAlign: 'start',
  fontSize: '15px',
  cursor: 'pointer',
};

/** A labelled field: the label names the input by its id. */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div style={{ marginTop: '12px' }}>
      <label htmlFor={id} style={{ display: 'block', fontSize: '14px', fontWeight: 600 }}>
        {label}
      </label>
      {children}
    </div>
  );
}
