import { maskPostalCode } from '@payframe/core/form';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useMessages } from '../i18n/Messages.js';
import type { FieldBinding } from '../methods/types.js';
import {
  type AddressFormField,
  type AddressFormOptions,
  addressLabelId,
  addressRows,
  formatOf,
  isAddressFieldRequired,
  regionName,
} from './address-form.js';
import { Field, inputClass } from './Field.js';
import { TextField } from './TextField.js';

const AUTOCOMPLETE: Record<AddressFormField, string> = {
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  locality: 'address-level2',
  administrativeArea: 'address-level1',
  postalCode: 'postal-code',
};

interface AddressFieldsProps {
  form: FieldBinding;
  idPrefix: string;
  country: string;
  options?: AddressFormOptions;
  /** Line 1 as a combobox: its input attributes and the suggestion list under it (Address Element). */
  line1?: { inputProps: InputHTMLAttributes<HTMLInputElement>; list: ReactNode };
}

/**
 * The address fields of one country, in its order and rows, with its labels (ZIP code or
 * postal code, state, province or prefecture...) and its regions as a select. The country
 * select stays with the caller. Shared by the Payment Element and the Address Element.
 */
export function AddressFields({ form, idPrefix, country, options, line1 }: AddressFieldsProps) {
  const { t } = useMessages();
  const label = (field: AddressFormField) => {
    const text = t(addressLabelId(country, field));
    return isAddressFieldRequired(country, field) || field === 'postalCode'
      ? text
      : t('address.optional', { label: text });
  };
  return (
    <>
      {addressRows(country, options).map((row) => (
        <div key={row.join('-')} className={row.length > 1 ? `Row Row--${row.length}` : 'Grid'}>
          {row.map((field) =>
            field === 'administrativeArea' && formatOf(country).regions.length > 0 ? (
              <RegionSelect
                key={field}
                form={form}
                idPrefix={idPrefix}
                country={country}
                label={label(field)}
              />
            ) : (
              <TextField
                key={field}
                form={form}
                field={field}
                idPrefix={idPrefix}
                label={label(field)}
                placeholder={
                  field === 'addressLine1'
                    ? t('address.line1Placeholder')
                    : field === 'addressLine2'
                      ? t('address.line2Placeholder')
                      : undefined
                }
                autoComplete={AUTOCOMPLETE[field]}
                format={field === 'postalCode' ? (raw) => maskPostalCode(country, raw) : undefined}
                inputProps={field === 'addressLine1' ? line1?.inputProps : undefined}
              >
                {field === 'addressLine1' ? line1?.list : null}
              </TextField>
            ),
          )}
        </div>
      ))}
    </>
  );
}

function RegionSelect(props: { form: FieldBinding; idPrefix: string; country: string; label: string }) {
  const { form, idPrefix, country, label } = props;
  const { t, lang } = useMessages();
  const id = `${idPrefix}-administrativeArea`;
  const value = form.values.administrativeArea ?? '';
  const error = form.errors.administrativeArea;
  return (
    <Field id={id} label={label} error={error} empty={!value}>
      <select
        id={id}
        name="administrativeArea"
        autoComplete="address-level1"
        className={`${inputClass(error, !value)} Select`}
        value={value}
        ref={form.register('administrativeArea')}
        onChange={(event) => form.setValue('administrativeArea', event.target.value)}
        onFocus={() => form.onFocus('administrativeArea')}
        onBlur={() => form.onBlur('administrativeArea')}
      >
        <option value="">{t('address.select')}</option>
        {formatOf(country).regions.map((region) => (
          <option key={region.code} value={region.code}>
            {regionName(country, region, lang)}
          </option>
        ))}
      </select>
    </Field>
  );
}
