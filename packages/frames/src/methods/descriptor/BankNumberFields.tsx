import {
  BANK_NUMBER_RULES,
  type BankNumberKind,
  formatBankNumberInput,
  type MethodField,
} from '@payframe/core/methods';
import { useMessages } from '../../i18n/Messages.js';
import type { MessageId } from '../../i18n/messages/en.js';
import { TextField } from '../../ui/TextField.js';
import type { FormProps } from '../types.js';

type BankNumberField = Extract<MethodField, { kind: 'bank_number' }>;

function BankNumberInput({
  form,
  idPrefix,
  number,
}: {
  form: FormProps;
  idPrefix: string;
  number: BankNumberKind;
}) {
  const { t } = useMessages();
  const rule = BANK_NUMBER_RULES[number];
  return (
    <TextField
      form={form}
      field={number}
      idPrefix={idPrefix}
      label={t(rule.label as MessageId)}
      placeholder={rule.placeholder}
      autoComplete="off"
      inputMode="numeric"
      format={(raw) => formatBankNumberInput(number, raw)}
    />
  );
}

/**
 * A Canadian or UK bank account's numbers: the bank's own numbers side by side on a row
 * (institution and transit, or the sort code and account), a long account number on its own.
 */
export function BankNumberRows({
  form,
  idPrefix,
  fields,
}: {
  form: FormProps;
  idPrefix: string;
  fields: readonly BankNumberField[];
}) {
  const row = fields.length === 3 ? fields.slice(0, 2) : fields;
  const rest = fields.length === 3 ? fields.slice(2) : [];
  return (
    <>
      <div className="Row">
        {row.map((field) => (
          <BankNumberInput key={field.number} form={form} idPrefix={idPrefix} number={field.number} />
        ))}
      </div>
      {rest.map((field) => (
        <BankNumberInput key={field.number} form={form} idPrefix={idPrefix} number={field.number} />
      ))}
    </>
  );
}
