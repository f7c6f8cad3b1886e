import type { MethodDescriptor } from '@payframe/core';
import { p, type z } from '../kernel/params.js';
import { type TypeField, typeFields } from './type-fields.js';

type NonEmpty = [string, ...string[]];

/** The parameter a field takes: a selector exactly its banks' ids, a country field its countries. */
function fieldSchema({ field }: TypeField): z.ZodType {
  switch (field.kind) {
    case 'selector': {
      const ids = p.oneOf(field.banks.map((bank) => bank.id) as NonEmpty);
      return field.optional ? ids.optional() : ids;
    }
    case 'country':
      return p.oneOf([...field.countries] as NonEmpty);
    default:
      return p.string();
  }
}

/** `payment_method_data[<type>]` of a descriptor method, from its fields (and the server's extra ones). */
export function derivedTypeParams(descriptor: MethodDescriptor, extra: z.ZodRawShape = {}) {
  const shape = Object.fromEntries(typeFields(descriptor).map((entry) => [entry.key, fieldSchema(entry)]));
  return p.object({ ...shape, ...extra });
}
