import { type FormEvent, useEffect, useState } from 'react';
import { ErrorLine, Field } from './fields.js';
import type { Translate } from './messages.js';
import type { KnownPerson } from './types.js';

interface Props {
  t: Translate;
  busy: boolean;
  error: string | null;
  /** What the server knows of the buyer already, to start the form with (arrives after it shows). */
  known: KnownPerson | null;
  onSubmit(data: Record<string, unknown>): void;
}

/** The identity check: name, date of birth, tax id and a US address. */
export function Identity({ t, busy, error, known, onSubmit }: Props) {
  const [v, setV] = useState({
    first_name: '',
    last_name: '',
    dob: '',
    id_number: '',
    line1: '',
    city: '',
    state: '',
    postal_code: '',
  });
  // Known values fill the fields the buyer has not typed in yet.
  useEffect(() => {
    if (!known) return;
    const given = {
      first_name: known.first_name ?? '',
      last_name: known.last_name ?? '',
      line1: known.address?.line1 ?? '',
      city: known.address?.city ?? '',
      state: known.address?.state ?? '',
      postal_code: known.address?.postal_code ?? '',
    };
    setV((old) => {
      const next = { ...old };
      for (const [key, value] of Object.entries(given) as [keyof typeof given, string][])
        if (!next[key]) next[key] = value;
      return next;
    });
  }, [known]);
  const set = (key: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [year, month, day] = v.dob.split('-').map(Number);
    onSubmit({
      first_name: v.first_name,
      last_name: v.last_name,
      dob: { day: day ?? '', month: month ?? '', year: year ?? '' },
      id_number: v.id_number,
      address: { line1: v.line1, city: v.city, state: v.state, postal_code: v.postal_code, country: 'US' },
    });
  };
  return (
    <form className="or-step" data-step="identity" onSubmit={submit} noValidate>
      <h2>{t('identityTitle')}</h2>
      <div className="or-row">
        <Field
          label={t('firstName')}
          name="first_name"
          value={v.first_name}
          autoComplete="given-name"
          onChange={set('first_name')}
        />
        <Field
          label={t('lastName')}
          name="last_name"
          value={v.last_name}
          autoComplete="family-name"
          onChange={set('last_name')}
        />
      </div>
      <div className="or-row">
        <Field
          label={t('dob')}
          name="dob"
          type="date"
          value={v.dob}
          autoComplete="bday"
          onChange={set('dob')}
        />
        <Field
          label={t('taxId')}
          name="id_number"
          value={v.id_number}
          inputMode="numeric"
          onChange={set('id_number')}
        />
      </div>
      <p className="or-hint">
        {t('identityHint')} {t('identityDocumentHint')}
      </p>
      <Field
        label={t('addressLine1')}
        name="line1"
        value={v.line1}
        autoComplete="address-line1"
        onChange={set('line1')}
      />
      <div className="or-row or-row-3">
        <Field
          label={t('city')}
          name="city"
          value={v.city}
          autoComplete="address-level2"
          onChange={set('city')}
        />
        <Field
          label={t('state')}
          name="state"
          value={v.state}
          autoComplete="address-level1"
          onChange={set('state')}
        />
        <Field
          label={t('postalCode')}
          name="postal_code"
          value={v.postal_code}
          autoComplete="postal-code"
          onChange={set('postal_code')}
        />
      </div>
      <button className="or-primary" type="submit" disabled={busy}>
        {t('continue')}
      </button>
      <ErrorLine error={error} />
    </form>
  );
}
