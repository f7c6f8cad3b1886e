import { listCountryCodes } from '@payframe/core/form';
import { useMessages } from '../i18n/Messages.js';
import type { FieldError } from '../methods/types.js';
import { Field, inputClass } from './Field.js';

const cached = new Map<string, Array<{ code: string; name: string }>>();

/** Countries by their names in the frame's language (the browser's Intl names, sorted for it). */
function countries(lang: string): Array<{ code: string; name: string }> {
  const known = cached.get(lang);
  if (known) return known;
  const names = new Intl.DisplayNames([lang, 'en'], { type: 'region' });
  const list = listCountryCodes()
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
  cached.set(lang, list);
  return list;
}

interface CountrySelectProps {
  id: string;
  value: string;
  error?: FieldError | undefined;
  onChange(value: string): void;
  onFocus(): void;
  onBlur(): void;
  inputRef(node: HTMLElement | null): void;
  /** Only these countries (the Address Element's allowedCountries); null lists all. */
  allowed?: readonly string[] | null;
  /** The label, when the country is not the address's (a phone number's country). */
  label?: string;
  /** The input's name, when the country is not the address's (a method's own country). */
  name?: string;
}

export function CountrySelect(props: CountrySelectProps) {
  const { id, value, error, onChange, onFocus, onBlur, inputRef, allowed } = props;
  const { t, lang } = useMessages();
  const list = allowed
    ? countries(lang).filter((country) => allowed.includes(country.code))
    : countries(lang);
  return (
    <Field id={id} label={props.label ?? t('address.country')} error={error} empty={!value}>
      <select
        id={id}
        name={props.name ?? 'country'}
        autoComplete="country"
        className={`${inputClass(error, !value)} Select`}
        value={value}
        ref={inputRef}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {list.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
