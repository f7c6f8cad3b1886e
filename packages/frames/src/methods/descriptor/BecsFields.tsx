import { deferred } from '../../deferred/modules.js';
import { useMessages } from '../../i18n/Messages.js';
import { TextField } from '../../ui/TextField.js';
import type { FormProps } from '../types.js';

/** An Australian bank account (BECS) on one row: the BSB, formatted 000-000 as typed, and the account number. */
export function BecsAccountRow({ form, idPrefix }: { form: FormProps; idPrefix: string }) {
  const { t } = useMessages();
  const becs = deferred('becs');
  return (
    <div className="Row">
      <TextField
        form={form}
        field="bsbNumber"
        idPrefix={idPrefix}
        label={t('field.bsb')}
        placeholder="000-000"
        autoComplete="off"
        inputMode="numeric"
        format={(raw) => becs.formatBsbInput(raw)}
      />
      <TextField
        form={form}
        field="accountNumber"
        idPrefix={idPrefix}
        label={t('field.auAccountNumber')}
        placeholder="000123456"
        autoComplete="off"
        inputMode="numeric"
        format={(raw) => becs.formatAuAccountNumberInput(raw)}
      />
    </div>
  );
}

/** The bank the BSB's first digits name, once they name one (announced as it appears). */
export function BsbBankName({ form, idPrefix }: { form: FormProps; idPrefix: string }) {
  const name = deferred('becs').bsbBankName(form.values.bsbNumber ?? '');
  return (
    <p className="Text BankName" id={`${idPrefix}-bankName`} aria-live="polite">
      {name ?? ''}
    </p>
  );
}
