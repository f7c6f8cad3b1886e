import { formatExpiryInput } from '@payframe/core/form';
import type { LinkAction, LinkPaymentDetails } from '@payframe/js/protocol';
import { useState } from 'react';
import { useMessages } from '../../i18n/Messages.js';
import type { FieldBinding } from '../../methods/types.js';
import { CountrySelect } from '../../ui/CountrySelect.js';
import { TextField } from '../../ui/TextField.js';
import { type UpdateValues, updateErrors, updateOf, updateValuesOf } from './saved-update.js';

type Update = Extract<LinkAction, { action: 'updatePaymentDetails' }>['update'];

interface LinkUpdateFormProps {
  detail: LinkPaymentDetails;
  title: string;
  /** The update to send, or null when nothing changed (the update is skipped). */
  onSave(update: Update | null): void;
  onCancel(): void;
}

/** The update-saved view: a saved card's expiry and billing country and postal code. */
export function LinkUpdateForm({ detail, title, onSave, onCancel }: LinkUpdateFormProps) {
  const { t } = useMessages();
  const [values, setValues] = useState<UpdateValues>(() => updateValuesOf(detail));
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const errors = updateErrors(values, new Date());
  const form: FieldBinding = {
    values: { ...values },
    errors: Object.fromEntries(Object.entries(errors).filter(([field]) => shown.has(field))),
    setValue: (field, value) => setValues((v) => ({ ...v, [field]: value })),
    onBlur: (field) => setShown((set) => new Set(set).add(field)),
    onFocus: () => undefined,
    register: () => () => undefined,
  };
  return (
    <form
      className="LinkUpdate"
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        if (Object.keys(errors).length > 0) return setShown(new Set(['expiry', 'postalCode']));
        onSave(updateOf(detail, values, new Date()));
      }}
    >
      <p className="LinkUpdate-title">{title}</p>
      <TextField
        form={form}
        field="expiry"
        idPrefix="link-update"
        inputMode="numeric"
        autoComplete="cc-exp"
        label={t('card.expiry')}
        placeholder={t('card.expiryPlaceholder')}
        format={(raw, previous) => formatExpiryInput(raw, previous)}
      />
      <div className="LinkOptIn-phone">
        <CountrySelect
          id="link-update-country"
          value={values.country}
          onChange={(country) => setValues((v) => ({ ...v, country }))}
          onFocus={() => undefined}
          onBlur={() => undefined}
          inputRef={() => undefined}
        />
        <TextField
          form={form}
          field="postalCode"
          idPrefix="link-update"
          autoComplete="postal-code"
          label={t('address.postal')}
        />
      </div>
      <div className="LinkConfirm-buttons">
        <button type="submit" className="SavedButton SavedButton--primary">
          {t('link.save')}
        </button>
        <button type="button" className="SavedButton" onClick={onCancel}>
          {t('link.cancel')}
        </button>
      </div>
    </form>
  );
}
