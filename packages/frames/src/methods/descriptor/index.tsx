import type { MethodDescriptor } from '@payframe/core/methods';
import { isMessageId } from '../../i18n/catalogue.js';
import { EN } from '../../i18n/messages/en.js';
import { MethodMark } from '../../ui/method-icons.js';
import type { MethodDefinition } from '../types.js';
import { DescriptorForm } from './DescriptorForm.js';
import {
  descriptorFields,
  descriptorInitialValues,
  descriptorNeeds,
  descriptorPaymentMethodData,
  descriptorPaymentMethodOptions,
  isDescriptorEmpty,
  validateDescriptor,
} from './descriptor-form.js';

/** A Payment Element method made from its descriptor alone: no folder of its own. */
export function descriptorMethod(descriptor: MethodDescriptor): MethodDefinition {
  const { label, icon } = descriptor.display;
  return {
    type: descriptor.type,
    label: isMessageId(label) ? EN[label] : descriptor.type,
    Icon: () => <MethodMark icon={icon} />,
    mandate: descriptor.mandate !== null,
    needs: (context) => descriptorNeeds(descriptor, context),
    initialValues: (context) => descriptorInitialValues(descriptor, context),
    fields: (values, context) => descriptorFields(descriptor, values, context),
    validate: (values, context) => validateDescriptor(descriptor, values, context),
    isEmpty: (values) => isDescriptorEmpty(descriptor, values),
    toPaymentMethodData: (values, context) => descriptorPaymentMethodData(descriptor, values, context),
    toPaymentMethodOptions: (values, context) => descriptorPaymentMethodOptions(descriptor, values, context),
    Form: (form) => <DescriptorForm descriptor={descriptor} form={form} />,
  };
}
