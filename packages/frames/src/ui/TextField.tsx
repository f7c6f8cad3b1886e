import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldBinding } from '../methods/types.js';
import { Field, inputClass } from './Field.js';
import { ValueInput } from './ValueInput.js';

interface TextFieldProps {
  form: FieldBinding;
  field: string;
  label: string;
  idPrefix: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email';
  type?: 'text' | 'email' | 'tel';
  adornment?: React.ReactNode;
  className?: string;
  /** Turns what the shopper typed into the displayed value (formatting from core). */
  format?: (value: string, previous: string) => string;
  /** Extra input attributes (a combobox's aria-* and key handling). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** Shown after the input, inside its box (a suggestion list). */
  children?: ReactNode;
}

/** A text input bound to one value of a method form, with its label and error. */
export function TextField(props: TextFieldProps) {
  const { form, field, label, idPrefix } = props;
  const id = `${idPrefix}-${field}`;
  const value = form.values[field] ?? '';
  const error = form.errors[field];
  return (
    <Field
      id={id}
      label={label}
      error={error}
      empty={!value}
      adornment={props.adornment}
      className={props.className}
    >
      <ValueInput
        {...props.inputProps}
        id={id}
        name={field}
        type={props.type ?? 'text'}
        className={inputClass(error, !value)}
        value={value}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        inputRef={form.register(field)}
        onChange={(event) => {
          const raw = event.target.value;
          form.setValue(field, props.format ? props.format(raw, value) : raw);
        }}
        onFocus={() => form.onFocus(field)}
        onBlur={() => form.onBlur(field)}
      />
      {props.children}
    </Field>
  );
}
