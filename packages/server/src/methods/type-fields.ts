import type { MethodDescriptor, MethodField } from '@payframe/core';

/** A descriptor field whose value sits in the method's own hash: `ideal[bank]` is `bank` of `ideal`. */
export interface TypeField {
  key: string;
  field: Exclude<MethodField, { kind: 'mandate' }>;
}

/** The fields of a descriptor that go in `payment_method_data[<type>]` (billing fields go elsewhere). */
export function typeFields(descriptor: MethodDescriptor): TypeField[] {
  const prefix = `${descriptor.type}[`;
  // With the fields the API takes that the Payment Element does not ask for (ACSS's numbers).
  return [...descriptor.fields, ...(descriptor.apiFields ?? [])].flatMap((field) => {
    if (field.kind === 'mandate' || !field.apiPath.startsWith(prefix) || !field.apiPath.endsWith(']')) {
      return [];
    }
    return [{ key: field.apiPath.slice(prefix.length, -1), field }];
  });
}

/** Whether a method cannot be made without its hash: one of its fields must be filled in. */
export function needsTypeData(descriptor: MethodDescriptor): boolean {
  return typeFields(descriptor).some(({ field }) => !(field.kind === 'selector' && field.optional));
}
