import { deferred } from '../../deferred/modules.js';
import { useMessages } from '../../i18n/Messages.js';
import { BillingFields } from '../../ui/BillingFields.js';
import { FieldGroup } from '../../ui/FieldGroup.js';
import { TextField } from '../../ui/TextField.js';
import type { FormProps } from '../types.js';
import { sepaBillingExtras, sepaFields } from './sepa-form.js';

export function SepaForm(form: FormProps) {
  const { t } = useMessages();
  const fields = sepaFields(form.values, form.context);
  const merchant = form.context.session.businessName || t('sepa.merchantFallback');
  // The mandate is legal text: shown in the frame's language, the merchant named in it.
  return (
    <div className="Grid">
      <FieldGroup>
        {fields.includes('name') ? (
          <TextField
            form={form}
            field="name"
            idPrefix="sepa"
            label={t('sepa.name')}
            placeholder={t('sepa.namePlaceholder')}
            autoComplete="name"
          />
        ) : null}
        {fields.includes('email') ? (
          <TextField
            form={form}
            field="email"
            idPrefix="sepa"
            label={t('sepa.email')}
            type="email"
            inputMode="email"
            placeholder={t('billing.emailPlaceholder')}
            autoComplete="email"
          />
        ) : null}
        <TextField
          form={form}
          field="iban"
          idPrefix="sepa"
          label={t('sepa.iban')}
          placeholder="DE00 0000 0000 0000 0000 00"
          autoComplete="off"
          format={(raw) => deferred('iban').formatIbanInput(raw)}
        />
        <BillingFields
          form={form}
          idPrefix="sepa"
          fields={sepaBillingExtras(form.values, form.context)}
          need="none"
        />
      </FieldGroup>
      <p className="Text Text--terms">{t('sepa.mandate', { merchant })}</p>
    </div>
  );
}
