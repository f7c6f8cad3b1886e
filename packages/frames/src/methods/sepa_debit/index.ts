import { BankIcon } from '../../ui/method-icons.js';
import type { MethodDefinition } from '../types.js';
import { SepaForm } from './SepaForm.js';
import {
  isSepaEmpty,
  sepaFields,
  sepaInitialValues,
  sepaNeeds,
  sepaPaymentMethodData,
  validateSepa,
} from './sepa-form.js';

export const sepaDebit: MethodDefinition = {
  type: 'sepa_debit',
  label: 'SEPA Debit',
  Icon: BankIcon,
  needs: sepaNeeds,
  initialValues: sepaInitialValues,
  fields: sepaFields,
  validate: validateSepa,
  isEmpty: isSepaEmpty,
  toPaymentMethodData: sepaPaymentMethodData,
  Form: SepaForm,
};
