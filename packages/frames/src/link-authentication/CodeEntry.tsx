import { useLayoutEffect, useRef } from 'react';
import { useMessages } from '../i18n/Messages.js';
import { ValueInput } from '../ui/ValueInput.js';
import { CODE_LENGTH, enterDigits, eraseDigit } from './code-entry.js';

interface CodeEntryProps {
  code: string;
  disabled: boolean;
  invalid: boolean;
  /** Which box to focus (moves as digits are typed); null leaves focus alone. */
  focus: number | null;
  onChange(code: string, focus: number): void;
  describedBy?: string;
}

/**
 * The one-time code as six boxes. The first box carries autocomplete="one-time-code" (the
 * browser's SMS autofill) and every box takes a paste of the whole code.
 */
export function CodeEntry({ code, disabled, invalid, focus, onChange, describedBy }: CodeEntryProps) {
  const { t } = useMessages();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  // Focus moves as the render is committed, not after the next paint: the digit typed right
  // after (a fast typist, a keyboard-typing autofill) must land in the box focused for it.
  useLayoutEffect(() => {
    if (focus !== null && !disabled) boxes.current[focus]?.focus();
  }, [focus, disabled]);

  return (
    <fieldset className="LinkAuth-code" aria-describedby={describedBy} disabled={disabled}>
      <legend className="VisuallyHidden">{t('link.codeLabel')}</legend>
      {Array.from({ length: CODE_LENGTH }, (_, index) => (
        <ValueInput
          // The boxes never reorder: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
          key={index}
          inputRef={(node) => {
            boxes.current[index] = node;
          }}
          className={`Input LinkAuth-digit${invalid ? ' Input--invalid' : ''}${code[index] ? '' : ' Input--empty'}`}
          name={index === 0 ? 'one-time-code' : undefined}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          inputMode="numeric"
          aria-label={t('link.codeDigit', { index: String(index + 1) })}
          aria-invalid={invalid ? true : undefined}
          value={code[index] ?? ''}
          onChange={(event) => {
            // A digit typed into a filled box: the new one replaces the old.
            const typed = event.target.value;
            const old = code[index];
            const text = old && typed.length === 2 ? typed.replace(old, '') : typed;
            const next = enterDigits(code, index, text);
            onChange(next.code, next.focus);
          }}
          onPaste={(event) => {
            event.preventDefault();
            const next = enterDigits(code, index, event.clipboardData.getData('text'));
            onChange(next.code, next.focus);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Backspace') {
              event.preventDefault();
              const next = eraseDigit(code, index);
              onChange(next.code, next.focus);
            } else if (event.key === 'ArrowLeft' && index > 0) boxes.current[index - 1]?.focus();
            else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) boxes.current[index + 1]?.focus();
          }}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </fieldset>
  );
}
