import { IdealIcon } from '../../ui/method-icons.js';
import type { MethodDefinition } from '../types.js';
import { IdealForm } from './IdealForm.js';
import { idealFields, idealPaymentMethodData, isIdealEmpty, validateIdeal } from './ideal-form.js';

export const ideal: MethodDefinition = {
  type: 'ideal',
  label: 'iDEAL',
  Icon: IdealIcon,
  needs: () => [],
  initialValues: () => ({ bank: '' }),
  fields: idealFields,
  validate: validateIdeal,
  isEmpty: isIdealEmpty,
  toPaymentMethodData: idealPaymentMethodData,
  Form: IdealForm,
};
