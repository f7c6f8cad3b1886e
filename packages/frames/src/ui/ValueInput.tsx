import { type InputHTMLAttributes, type Ref, useCallback, useLayoutEffect, useReducer, useRef } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue'> & {
  value: string;
  inputRef?: Ref<HTMLInputElement> | undefined;
};

function assign(ref: Ref<HTMLInputElement> | undefined, node: HTMLInputElement | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: HTMLInputElement | null }).current = node;
}

const LEFT_TO_RIGHT_AUTOCOMPLETE = /^(cc-|postal-code|tel|one-time-code|email)/;

/**
 * Card numbers, expiry dates, CVCs, IBANs, phone numbers, postal codes, codes and e-mail
 * addresses are typed left to right in every language: in a right-to-left frame their input
 * keeps that direction (and so its caret and its formatting spaces) while the form around it
 * is mirrored.
 */
export function readsLeftToRight(input: InputHTMLAttributes<HTMLInputElement>): boolean {
  return (
    input.inputMode === 'numeric' ||
    input.inputMode === 'email' ||
    input.type === 'tel' ||
    input.type === 'email' ||
    input.name === 'iban' ||
    LEFT_TO_RIGHT_AUTOCOMPLETE.test(input.autoComplete ?? '')
  );
}

/**
 * A text input whose value is kept in step with state as a DOM property only. React mirrors a
 * controlled input's value into its `value` attribute, where CSS attribute selectors
 * (`input[value^="4242"]`) can read it and send it anywhere: card numbers, CVCs, IBANs and
 * one-time codes must never be there. This input is uncontrolled for React (no `value` prop);
 * after each render, and after each keystroke (even one the form refuses), it writes the
 * state's value into the `value` property, which no selector can see.
 */
export function ValueInput({ value, inputRef, onChange, ...rest }: Props) {
  const node = useRef<HTMLInputElement | null>(null);
  const [, typed] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => {
    if (node.current && node.current.value !== value) node.current.value = value;
  });
  const setNode = useCallback(
    (element: HTMLInputElement | null) => {
      node.current = element;
      assign(inputRef, element);
    },
    [inputRef],
  );
  return (
    <input
      dir={readsLeftToRight(rest) ? 'ltr' : undefined}
      {...rest}
      ref={setNode}
      onChange={(event) => {
        onChange?.(event);
        typed();
      }}
    />
  );
}
