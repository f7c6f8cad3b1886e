import type { ReactNode } from 'react';
import { useMessages } from '../i18n/Messages.js';
import type { FieldError } from '../methods/types.js';

interface FieldProps {
  id: string;
  label: string;
  error?: FieldError | undefined;
  empty: boolean;
  children: ReactNode;
  /** Shown inside the input's right edge (brand icon, CVC icon). */
  adornment?: ReactNode;
  className?: string;
}

/**
 * A labelled field with its error under it, using the Appearance API class names (.Label,
 * .Input, .Input--invalid, .Input--empty, .Error) so merchants' rules apply.
 */
export function Field({ id, label, error, empty, children, adornment, className }: FieldProps) {
  const messages = useMessages();
  return (
    <div className={`Field${className ? ` ${className}` : ''}`}>
      <label className={`Label${error ? ' Label--invalid' : ''}${empty ? ' Label--empty' : ''}`} htmlFor={id}>
        {label}
      </label>
      <div className={`InputWrap${adornment ? ' InputWrap--adorned' : ''}`}>
        {children}
        {adornment ? <span className="InputAdornment">{adornment}</span> : null}
      </div>
      {error ? (
        <p className="Error" id={`${id}-error`} role="alert">
          {messages.error(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The class names of an input in its state. */
export function inputClass(error: FieldError | undefined, empty: boolean): string {
  return `Input${error ? ' Input--invalid' : ''}${empty ? ' Input--empty' : ''}`;
}
