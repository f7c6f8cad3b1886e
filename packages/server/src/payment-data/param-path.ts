/**
 * Parameter names for errors: a payment method made from `payment_method_data` names its
 * fields `payment_method_data[card][number]`, one made by `POST /v1/payment_methods`
 * names them `card[number]`. `prefix` is the path of the card (or other) hash.
 */
export function nested(prefix: string, field: string): string {
  return prefix ? `${prefix}[${field}]` : field;
}
