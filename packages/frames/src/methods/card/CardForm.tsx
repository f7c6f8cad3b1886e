import { detectCardBrand, formatCardNumber, formatExpiryInput, maskPostalCode } from '@payframe/core';
import { BrandAdornment, CvcIcon } from '../../ui/brand-icons.js';
import { CountrySelect } from '../../ui/CountrySelect.js';
import { FieldGroup } from '../../ui/FieldGroup.js';
import { TextField } from '../../ui/TextField.js';
import type { FormProps } from '../types.js';
import { cardBrand, cardFields } from './card-form.js';

/** The card fields of the Payment Element: number with live brand, expiry, CVC, country, postal code. */
export function CardForm(form: FormProps) {
  const fields = cardFields(form.values, form.context);
  const brand = cardBrand(form.values);
  const amex = detectCardBrand(form.values.number ?? '') === 'amex';
  const country = form.values.country ?? '';
  return (
    <FieldGroup>
      <TextField
        form={form}
        field="number"
        idPrefix="card"
        label="Card number"
        className="Field--number"
        placeholder="1234 1234 1234 1234"
        autoComplete="cc-number"
        inputMode="numeric"
        adornment={<BrandAdornment brand={brand} />}
        format={(raw, previous) => formatCardNumber(raw, { previous }).value}
      />
      <div className="Row">
        <TextField
          form={form}
          field="expiry"
          idPrefix="card"
          label="Expiration date"
          placeholder="MM / YY"
          autoComplete="cc-exp"
          inputMode="numeric"
          format={(raw, previous) => formatExpiryInput(raw, previous)}
        />
        <TextField
          form={form}
          field="cvc"
          idPrefix="card"
          label="Security code"
          placeholder={amex ? 'CVC (4 digits)' : 'CVC'}
          autoComplete="cc-csc"
          inputMode="numeric"
          adornment={<CvcIcon />}
          format={(raw) => raw.replace(/\D/g, '').slice(0, 4)}
        />
      </div>
      {fields.includes('country') ? (
        <div className="Row">
          <CountrySelect
            id="card-country"
            value={country}
            error={form.errors.country}
            onChange={(value) => form.setValue('country', value)}
            onFocus={() => form.onFocus('country')}
            onBlur={() => form.onBlur('country')}
            inputRef={form.register('country')}
          />
          {fields.includes('postalCode') ? (
            <TextField
              form={form}
              field="postalCode"
              idPrefix="card"
              label={country === 'US' ? 'ZIP code' : 'Postal code'}
              placeholder={country === 'US' ? '12345' : ''}
              autoComplete="postal-code"
              format={(raw) => maskPostalCode(country, raw)}
            />
          ) : null}
        </div>
      ) : null}
    </FieldGroup>
  );
}
