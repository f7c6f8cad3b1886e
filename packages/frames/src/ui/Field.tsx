import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '../i18n/Messages.js';
import type { FieldError } from '../methods/types.js';
import { ErrorSlotContext } from './FieldGroup.js';
import { FieldStyleContext, labelClass } from './field-style.js';

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
 * A labelled field with its error, using the Appearance API class names (.Label, .Input,
 * .Input--invalid, .Input--empty, .Error) so merchants' rules apply. A floating label sits
 * inside the input's box (still the input's <label>); in condensed inputs the error goes
 * under the joined block instead of splitting it.
 */
export function Field({ id, label, error, empty, children, adornment, className }: FieldProps) {
  const messages = useMessages();
  const style = useContext(FieldStyleContext);
  const errorSlot = useContext(ErrorSlotContext);
  const [focused, setFocused] = useState(false);
  const node = useRef<HTMLDivElement>(null);
  // Focus inside the field (its input) floats the label; focusin/out bubble from the input.
  useEffect(() => {
    const field = node.current;
    if (!field) return;
    const onIn = () => setFocused(true);
    const onOut = () => setFocused(false);
    field.addEventListener('focusin', onIn);
    field.addEventListener('focusout', onOut);
    return () => {
      field.removeEventListener('focusin', onIn);
      field.removeEventListener('focusout', onOut);
    };
  }, []);
  const floating = style.labels === 'floating';
  const labelNode = (
    <label className={labelClass({ floating, invalid: Boolean(error), empty, focused })} htmlFor={id}>
      {label}
    </label>
  );
  const errorNode = error ? (
    <p className="Error" id={`${id}-error`} role="alert">
      {messages.error(error)}
    </p>
  ) : null;
  return (
    <div className={`Field${className ? ` ${className}` : ''}${focused ? ' Field--focused' : ''}`} ref={node}>
      {floating ? null : labelNode}
      <div className={`InputWrap${adornment ? ' InputWrap--adorned' : ''}`}>
        {children}
        {floating ? labelNode : null}
        {adornment ? <span className="InputAdornment">{adornment}</span> : null}
      </div>
      {errorNode && errorSlot ? createPortal(errorNode, errorSlot) : errorNode}
    </div>
  );
}

/** The class names of an input in its state. */
export function inputClass(error: FieldError | undefined, empty: boolean): string {
  return `Input${error ? ' Input--invalid' : ''}${empty ? ' Input--empty' : ''}`;
}
