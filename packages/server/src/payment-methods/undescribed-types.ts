import { p, type z } from '../kernel/params.js';

type Data = Record<string, unknown> | undefined;

/**
 * The types this server creates that have no core descriptor yet, by hand: their `<type>`
 * parameters, whether the hash is required, and their `payment_method.<type>`. A type moves
 * out of this table when it gets a descriptor. A type not named here takes no data.
 */
interface Undescribed {
  params: z.ZodType;
  required?: boolean;
  details: (data: Data) => Record<string, unknown>;
}

const UNDESCRIBED: Readonly<Record<string, Undescribed>> = {
  link: { params: p.object({}), details: () => ({ email: null }) },
};

const NO_DATA: Undescribed = { params: p.object({}), details: () => ({}) };

export function undescribedType(type: string): Undescribed {
  return Object.hasOwn(UNDESCRIBED, type) ? UNDESCRIBED[type]! : NO_DATA;
}
