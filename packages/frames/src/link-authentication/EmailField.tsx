import type { ReactNode } from 'react';
import { useMessages } from '../i18n/Messages.js';
import type { FieldError } from '../methods/types.js';
import { Field, inputClass } from '../ui/Field.js';
import { ValueInput } from '../ui/ValueInput.js';

interface EmailFieldProps {
  value: string;
  error: FieldError | undefined;
  readOnly: boolean;
  /** A lookup is under way: a spinner in the field. */
  busy: boolean;
  /** Shown inside the field's right edge (the "Not you?" of a signed-in shopper). */
  action?: ReactNode;
  inputRef(node: HTMLInputElement | null): void;
  onChange(value: string): void;
  onFocus(): void;
  onBlur(): void;
}

/** The e-mail input, with the label style (above or floating) of the other fields. */
export function EmailField(props: EmailFieldProps) {
  const { t } = useMessages();
  const id = 'link-email';
  const adornment = props.busy ? (
    <span className="LinkAuth-spinner" role="status" aria-label={t('link.checking')} />
  ) : (
    props.action
  );
  return (
    <Field
      id={id}
      label={t('link.email')}
      error={props.error}
      empty={props.value === ''}
      adornment={adornment}
      className={props.action ? 'LinkAuth-email LinkAuth-email--signedIn' : 'LinkAuth-email'}
    >
      <ValueInput
        id={id}
        name="email"
        type="email"
        className={inputClass(props.error, props.value === '')}
        value={props.value}
        readOnly={props.readOnly}
        placeholder={t('link.emailPlaceholder')}
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        inputRef={props.inputRef}
        onChange={(event) => props.onChange(event.target.value)}
        onFocus={props.onFocus}
        onBlur={props.onBlur}
      />
    </Field>
  );
}
