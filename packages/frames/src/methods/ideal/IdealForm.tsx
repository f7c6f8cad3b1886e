import { useMessages } from '../../i18n/Messages.js';
import { Field, inputClass } from '../../ui/Field.js';
import { FieldGroup } from '../../ui/FieldGroup.js';
import type { FormProps } from '../types.js';
import { idealBanks } from './ideal-form.js';

export function IdealForm(form: FormProps) {
  const { t } = useMessages();
  const value = form.values.bank ?? '';
  const error = form.errors.bank;
  return (
    <div className="Grid">
      <FieldGroup>
        <Field id="ideal-bank" label={t('ideal.bank')} error={error} empty={!value}>
          <select
            id="ideal-bank"
            name="bank"
            className={`${inputClass(error, !value)} Select`}
            value={value}
            ref={form.register('bank')}
            onChange={(event) => form.setValue('bank', event.target.value)}
            onFocus={() => form.onFocus('bank')}
            onBlur={() => form.onBlur('bank')}
          >
            <option value="">{t('ideal.selectBank')}</option>
            {idealBanks.map((bank) => (
              <option key={bank.id} value={bank.id}>
                {bank.name}
              </option>
            ))}
          </select>
        </Field>
      </FieldGroup>
      <p className="Text Text--redirect RedirectText">{t('ideal.redirect')}</p>
    </div>
  );
}
