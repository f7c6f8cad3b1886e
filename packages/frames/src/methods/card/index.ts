import { CardMethodIcon } from '../../ui/brand-icons.js';
import type { MethodDefinition } from '../types.js';
import { CardForm } from './CardForm.js';
import {
  cardBrand,
  cardFields,
  cardInitialValues,
  cardNeeds,
  cardPaymentMethodData,
  isCardEmpty,
  validateCard,
} from './card-form.js';

export const card: MethodDefinition = {
  type: 'card',
  label: 'Card',
  Icon: CardMethodIcon,
  needs: cardNeeds,
  initialValues: cardInitialValues,
  fields: cardFields,
  validate: validateCard,
  isEmpty: isCardEmpty,
  toPaymentMethodData: cardPaymentMethodData,
  brand: cardBrand,
  Form: CardForm,
};
