import { detectCardBrand, formatCardNumber, formatExpiryInput } from '@payframe/core/form';
import { useMessages } from '../../i18n/Messages.js';
import { BillingFields } from '../../ui/BillingFields.js';
import { BrandAdornment, CvcIcon } from '../../ui/brand-icons.js';
import { FieldGroup } from '../../ui/FieldGroup.js';
import { TextField } from '../../ui/TextField.js';
import type { FormProps } from '../types.js';
import { cardBrand, cardFields } from './card-form.js';
import { CARD_ADDRESS_NEED } from './config.js';

/** The card fields of the Payment Element: number with live brand, expiry, CVC, then the billing details. */
export function CardForm(form: FormProps) {
  const { t } = useMessages();
  const fields = cardFields(form.values, form.context);
  const brand = cardBrand(form.values);
  const amex = detectCardBrand(form.values.number ?? '') === 'amex';
  return (
    <FieldGroup>
      <TextField
        form={form}
        field="number"
        idPrefix="card"
        label={t('card.number')}
        className="Field--number"
        placeholder={t('card.numberPlaceholder')}
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
          label={t('card.expiry')}
          placeholder={t('card.expiryPlaceholder')}
          autoComplete="cc-exp"
          inputMode="numeric"
          format={(raw, previous) => formatExpiryInput(raw, previous)}
        />
        <TextField
          form={form}
          field="cvc"
          idPrefix="card"
          label={t('card.cvc')}
          placeholder={t(amex ? 'card.cvcPlaceholderAmex' : 'card.cvcPlaceholder')}
          autoComplete="cc-csc"
          inputMode="numeric"
          adornment={<CvcIcon />}
          format={(raw) => raw.replace(/\D/g, '').slice(0, 4)}
        />
      </div>
      <BillingFields form={form} idPrefix="card" fields={fields.slice(3)} need={CARD_ADDRESS_NEED} />
    </FieldGroup>
  );
}
