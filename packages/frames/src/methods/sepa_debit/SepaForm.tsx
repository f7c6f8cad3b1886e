import { FieldGroup } from '../../ui/FieldGroup.js';
import { TextField } from '../../ui/TextField.js';
import type { FormProps } from '../types.js';
import { formatIbanInput, sepaFields, sepaMandateText } from './sepa-form.js';

export function SepaForm(form: FormProps) {
  const fields = sepaFields(form.values, form.context);
  return (
    <div className="Grid">
      <FieldGroup>
        {fields.includes('name') ? (
          <TextField
            form={form}
            field="name"
            idPrefix="sepa"
            label="Full name"
            placeholder="Jenny Rosen"
            autoComplete="name"
          />
        ) : null}
        {fields.includes('email') ? (
          <TextField
            form={form}
            field="email"
            idPrefix="sepa"
            label="Email"
            type="email"
            inputMode="email"
            placeholder="you@example.com"
            autoComplete="email"
          />
        ) : null}
        <TextField
          form={form}
          field="iban"
          idPrefix="sepa"
          label="IBAN"
          placeholder="DE00 0000 0000 0000 0000 00"
          autoComplete="off"
          format={(raw) => formatIbanInput(raw)}
        />
      </FieldGroup>
      <p className="Text Text--terms">{sepaMandateText(form.context.session.businessName)}</p>
    </div>
  );
}
