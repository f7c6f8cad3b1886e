import { listCountryCodes } from '@payframe/core';
import type { FieldError } from '../methods/types.js';
import { Field, inputClass } from './Field.js';

let cached: Array<{ code: string; name: string }> | null = null;

/** Countries by their English names (the browser's Intl names, sorted). */
function countries(): Array<{ code: string; name: string }> {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  cached = listCountryCodes()
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return cached;
}

interface CountrySelectProps {
  id: string;
  value: string;
  error?: FieldError | undefined;
  onChange(value: string): void;
  onFocus(): void;
  onBlur(): void;
  inputRef(node: HTMLElement | null): void;
}

export function CountrySelect({ id, value, error, onChange, onFocus, onBlur, inputRef }: CountrySelectProps) {
  return (
    <Field id={id} label="Country" error={error} empty={!value}>
      <select
        id={id}
        name="country"
        autoComplete="country"
        className={`${inputClass(error, !value)} Select`}
        value={value}
        ref={inputRef}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {countries().map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
