/**
 * `defaultValues.billingDetails` of the Payment Element, read once at the edge: strings kept,
 * anything else dropped (a bad default must not break the form).
 */
export interface BillingDefaults {
  name?: string;
  email?: string;
  phone?: string;
  address?: {
    line1?: string;
    line2?: string;
    city?: string;
    state?: string;
    postal_code?: string;
    country?: string;
  };
}

const ADDRESS_KEYS = ['line1', 'line2', 'city', 'state', 'postal_code', 'country'] as const;

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

export function readBillingDefaults(defaultValues: unknown): BillingDefaults {
  const given = record(record(defaultValues)?.billingDetails);
  if (!given) return {};
  const defaults: BillingDefaults = {};
  for (const key of ['name', 'email', 'phone'] as const) {
    if (typeof given[key] === 'string') defaults[key] = given[key];
  }
  const address = record(given.address);
  if (address) {
    defaults.address = {};
    for (const key of ADDRESS_KEYS) {
      const value = address[key];
      if (typeof value === 'string') defaults.address[key] = key === 'country' ? value.toUpperCase() : value;
    }
  }
  return defaults;
}
