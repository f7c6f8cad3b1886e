import { formatBrTaxId, type MethodDescriptor, type MethodField } from '@payframe/core/methods';
import { deferred } from '../../deferred/modules.js';
import { isMessageId } from '../../i18n/catalogue.js';
import { useMessages } from '../../i18n/Messages.js';
import type { MessageId } from '../../i18n/messages/en.js';
import { BillingFields } from '../../ui/BillingFields.js';
import { CountrySelect } from '../../ui/CountrySelect.js';
import { Field, inputClass } from '../../ui/Field.js';
import { FieldGroup } from '../../ui/FieldGroup.js';
import { TextField } from '../../ui/TextField.js';
import type { FormProps } from '../types.js';
import { BankNumberRows } from './BankNumberFields.js';
import { BecsAccountRow, BsbBankName } from './BecsFields.js';
import {
  addressNeed,
  billingExtras,
  formatBlikCode,
  ownFields,
  phoneCountry,
  valueKey,
} from './descriptor-form.js';
import { MandateConfirmation } from './MandateConfirmation.js';

type Selector = Extract<MethodField, { kind: 'selector' }>;

function BankSelect({ form, field, id }: { form: FormProps; field: Selector; id: string }) {
  const { t } = useMessages();
  const value = form.values.bank ?? '';
  const error = form.errors.bank;
  const label = field.label && isMessageId(field.label) ? t(field.label as MessageId) : t('field.bank');
  return (
    <Field id={id} label={label} error={error} empty={!value}>
      <select
        id={id}
        name="bank"
        className={`${inputClass(error, !value)} Select`}
        value={value}
        ref={form.register('bank')}
        onChange={(event) => form.setValue('bank', event.target.value)}
        onFocus={() => form.onFocus('bank')}
        onBlur={() => form.onBlur('bank')}
      >
        <option value="">{t('field.selectBank')}</option>
        {field.banks.map((bank) => (
          <option key={bank.id} value={bank.id}>
            {bank.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The form of a method drawn from its descriptor (the fields' ids are `<type>-<field>`). */
export function DescriptorForm({ descriptor, form }: { descriptor: MethodDescriptor; form: FormProps }) {
  const { t } = useMessages();
  const prefix = descriptor.type;
  const merchant = form.context.session.businessName || t('sepa.merchantFallback');
  const own = ownFields(descriptor, form.context).map((field) => {
    const key = valueKey(field);
    switch (field.kind) {
      case 'name':
        return (
          <TextField
            key={key}
            form={form}
            field="name"
            idPrefix={prefix}
            label={t('billing.name')}
            placeholder={t('billing.namePlaceholder')}
            autoComplete="name"
          />
        );
      case 'email':
        return (
          <TextField
            key={key}
            form={form}
            field="email"
            idPrefix={prefix}
            label={t('billing.email')}
            type="email"
            inputMode="email"
            placeholder={t('billing.emailPlaceholder')}
            autoComplete="email"
          />
        );
      case 'iban':
        return (
          <TextField
            key={key}
            form={form}
            field="iban"
            idPrefix={prefix}
            label={t('field.iban')}
            placeholder="DE00 0000 0000 0000 0000 00"
            autoComplete="off"
            format={(raw) => deferred('iban').formatIbanInput(raw)}
          />
        );
      case 'au_becs_bsb_number':
        return <BecsAccountRow key={key} form={form} idPrefix={prefix} />;
      case 'au_becs_account_number':
        return null; // on the BSB's row
      case 'bank_number': {
        // The bank numbers are drawn together, where the first of them stands.
        const numbers = descriptor.fields.filter(
          (each): each is Extract<MethodField, { kind: 'bank_number' }> => each.kind === 'bank_number',
        );
        if (numbers[0] !== field) return null;
        return <BankNumberRows key={key} form={form} idPrefix={prefix} fields={numbers} />;
      }
      case 'tax_id':
        return (
          <TextField
            key={key}
            form={form}
            field="taxId"
            idPrefix={prefix}
            label={t('field.taxId')}
            placeholder="000.000.000-00"
            inputMode="numeric"
            autoComplete="off"
            format={(raw) => formatBrTaxId(raw)}
          />
        );
      case 'phone':
        return (
          <TextField
            key={key}
            form={form}
            field="phone"
            idPrefix={prefix}
            label={field.optional ? t('address.optional', { label: t('billing.phone') }) : t('billing.phone')}
            type="tel"
            autoComplete="tel"
            format={(raw) => deferred('phone').formatPhoneInput(raw, phoneCountry(descriptor))}
          />
        );
      case 'selector':
        return <BankSelect key={key} form={form} field={field} id={`${prefix}-bank`} />;
      case 'blik_code':
        return (
          <TextField
            key={key}
            form={form}
            field="blik_code"
            idPrefix={prefix}
            label={t('field.blikCode')}
            placeholder="000000"
            autoComplete="one-time-code"
            inputMode="numeric"
            format={formatBlikCode}
          />
        );
      case 'country':
        return (
          <CountrySelect
            key={key}
            id={`${prefix}-bankCountry`}
            name="bankCountry"
            value={form.values.bankCountry ?? ''}
            error={form.errors.bankCountry}
            allowed={field.countries}
            onChange={(value) => form.setValue('bankCountry', value)}
            onFocus={() => form.onFocus('bankCountry')}
            onBlur={() => form.onBlur('bankCountry')}
            inputRef={form.register('bankCountry')}
          />
        );
      default:
        return null;
    }
  });
  const mandate = descriptor.mandate;
  return (
    <div className="Grid">
      <FieldGroup>
        {own}
        <BillingFields
          form={form}
          idPrefix={prefix}
          fields={billingExtras(descriptor, form.values, form.context)}
          need={addressNeed(descriptor)}
        />
      </FieldGroup>
      {descriptor.fields.some((field) => field.kind === 'au_becs_bsb_number') ? (
        <BsbBankName form={form} idPrefix={prefix} />
      ) : null}
      {/* The mandate is legal text: shown in the frame's language, the merchant named in it. */}
      {mandate && isMessageId(mandate) ? (
        <p className="Text Text--terms">{t(mandate as MessageId, { merchant })}</p>
      ) : null}
      {descriptor.confirmsMandate ? (
        <MandateConfirmation form={form} idPrefix={prefix} merchant={merchant} />
      ) : null}
      {descriptor.nextAction === 'voucher' ? (
        <p className="Text Text--redirect RedirectText">
          {t('field.voucherNotice', { method: t(descriptor.display.label as MessageId) })}
        </p>
      ) : null}
      {descriptor.nextAction === 'app_approval' ? (
        <p className="Text Text--terms">{t('blik.notice')}</p>
      ) : null}
      {descriptor.nextAction === 'redirect' ? (
        <p className="Text Text--redirect RedirectText">{t('field.redirectNotice')}</p>
      ) : null}
    </div>
  );
}
