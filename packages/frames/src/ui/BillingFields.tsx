import { maskPostalCode } from '@payframe/core/form';
import { type AddressNeed, addressMode } from '../billing/billing-fields.js';
import { deferred } from '../deferred/modules.js';
import { useMessages } from '../i18n/Messages.js';
import type { FormProps } from '../methods/types.js';
import type { AddressFormField } from './address-form.js';
import { CountrySelect } from './CountrySelect.js';
import { TextField } from './TextField.js';

interface BillingFieldsProps {
  form: FormProps;
  idPrefix: string;
  /** The billing fields shown (billingFields of the method's values). */
  fields: string[];
  need: AddressNeed;
}

const ADDRESS_FIELDS: readonly AddressFormField[] = [
  'addressLine1',
  'addressLine2',
  'locality',
  'administrativeArea',
  'postalCode',
];

/**
 * The billing details of a method form: name, email and phone when asked for, then the
 * country with its postal code (beside it), or the full address laid out for the country.
 */
export function BillingFields({ form, idPrefix, fields, need }: BillingFieldsProps) {
  const { t } = useMessages();
  const country = form.values.country ?? '';
  const full = addressMode(form.context, need) === 'full';
  const AddressFields = full ? deferred('address').AddressFields : null;
  const countrySelect = fields.includes('country') ? (
    <CountrySelect
      id={`${idPrefix}-country`}
      value={country}
      error={form.errors.country}
      onChange={(value) => form.setValue('country', value)}
      onFocus={() => form.onFocus('country')}
      onBlur={() => form.onBlur('country')}
      inputRef={form.register('country')}
    />
  ) : null;
  const postalCode = fields.includes('postalCode') ? (
    <TextField
      form={form}
      field="postalCode"
      idPrefix={idPrefix}
      label={t(country === 'US' ? 'address.zip' : 'address.postal')}
      placeholder={country === 'US' ? '12345' : ''}
      autoComplete="postal-code"
      format={(raw) => maskPostalCode(country, raw)}
    />
  ) : null;
  return (
    <>
      {fields.includes('name') ? (
        <TextField
          form={form}
          field="name"
          idPrefix={idPrefix}
          label={t('billing.name')}
          placeholder={t('billing.namePlaceholder')}
          autoComplete="name"
        />
      ) : null}
      {fields.includes('email') ? (
        <TextField
          form={form}
          field="email"
          idPrefix={idPrefix}
          label={t('billing.email')}
          type="email"
          inputMode="email"
          placeholder={t('billing.emailPlaceholder')}
          autoComplete="email"
        />
      ) : null}
      {fields.includes('phone') ? (
        <TextField
          form={form}
          field="phone"
          idPrefix={idPrefix}
          label={t('billing.phone')}
          type="tel"
          autoComplete="tel"
          format={(raw) => deferred('phone').formatPhoneInput(raw, country)}
        />
      ) : null}
      {AddressFields ? (
        <>
          {countrySelect}
          <AddressFields
            form={form}
            idPrefix={idPrefix}
            country={country}
            options={{ omit: ADDRESS_FIELDS.filter((field) => !fields.includes(field)) }}
          />
        </>
      ) : countrySelect || postalCode ? (
        <div className={countrySelect && postalCode ? 'Row' : 'Grid'}>
          {countrySelect}
          {postalCode}
        </div>
      ) : null}
    </>
  );
}
