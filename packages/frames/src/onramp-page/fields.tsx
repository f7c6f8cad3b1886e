import type { ReactNode } from 'react';

/** A labelled input, as every step of the frame lays them out. */
export function Field(props: {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  type?: string;
  autoComplete?: string;
  readOnly?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'text';
  hint?: ReactNode;
}) {
  return (
    <label className="or-field">
      <span>{props.label}</span>
      <input
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        readOnly={props.readOnly}
        autoComplete={props.autoComplete ?? 'off'}
        inputMode={props.inputMode}
        spellCheck={false}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.hint ? <small className="or-hint">{props.hint}</small> : null}
    </label>
  );
}

export function ErrorLine({ error }: { error: string | null }) {
  return error ? (
    <p className="or-error" role="alert">
      {error}
    </p>
  ) : null;
}
