import { bacsDebitDates, formatSortCode } from '@payframe/core/methods';
import { formatUkDate } from '../../debit-modal/uk-date.js';
import { useMessages } from '../../i18n/Messages.js';
import type { FormProps } from '../types.js';
import { MANDATE_CONFIRMED } from './descriptor-form.js';

/**
 * Bacs: before paying, the shopper sees the Direct Debit Instruction's details as they typed
 * them (holder, e-mail, address, sort code and account) with the Direct Debit Guarantee, and
 * confirms them; paying is refused until they do (`modify_bacs_debit_bank_details`).
 */
export function MandateConfirmation({
  form,
  idPrefix,
  merchant,
}: {
  form: FormProps;
  idPrefix: string;
  merchant: string;
}) {
  const messages = useMessages();
  const { t } = messages;
  const { values } = form;
  const id = `${idPrefix}-${MANDATE_CONFIRMED}`;
  const error = form.errors[MANDATE_CONFIRMED];
  const address = [
    values.addressLine1,
    values.addressLine2,
    values.locality,
    values.postalCode,
    values.country,
  ]
    .filter(Boolean)
    .join(', ');
  const account = values.bacs_account_number ?? '';
  // A payment's first debit under this new instruction, on the Bacs working-day calendar
  // (docs/elements.md#bacs-working-days); a set-up collects nothing now.
  const firstCollection =
    form.context.session.mode === 'payment'
      ? formatUkDate(bacsDebitDates(form.context.now, true).settles, messages.lang)
      : null;
  const rows: [string, string][] = [
    [t('bacs.holder'), values.name ?? ''],
    [t('billing.email'), values.email ?? ''],
    [t('bacs.address'), address],
    [t('field.sortCode'), formatSortCode(values.bacs_sort_code ?? '')],
    [t('field.accountNumber'), account ? `•••• ${account.slice(-4)}` : ''],
  ];
  if (firstCollection) rows.push([t('bacs.firstCollection'), firstCollection]);
  return (
    <section className="MandateConfirmation" aria-labelledby={`${id}-title`}>
      <p className="Text MandateConfirmation-title" id={`${id}-title`}>
        {t('bacs.confirmTitle')}
      </p>
      <dl className="MandateConfirmation-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <p className="Text MandateConfirmation-title">{t('bacs.guaranteeTitle')}</p>
      <p className="Text Text--terms">{t('bacs.guarantee', { merchant })}</p>
      <label className="CheckboxLabel">
        <input
          type="checkbox"
          id={id}
          name={MANDATE_CONFIRMED}
          className="CheckboxInput"
          checked={values[MANDATE_CONFIRMED] === 'yes'}
          ref={form.register(MANDATE_CONFIRMED)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => form.setValue(MANDATE_CONFIRMED, event.target.checked ? 'yes' : '')}
        />
        {t('bacs.confirm')}
      </label>
      {error ? (
        <p className="Error" id={`${id}-error`} role="alert">
          {messages.error(error)}
        </p>
      ) : null}
    </section>
  );
}
