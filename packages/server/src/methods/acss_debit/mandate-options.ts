import { invalidRequest } from '../../kernel/errors.js';

const PARAM = 'payment_method_options[acss_debit][mandate_options]';

interface MandateOptions {
  custom_mandate_url?: string | '';
  default_for?: string[];
  interval_description?: string;
  payment_schedule?: string;
  transaction_type?: string;
}

/**
 * The PAD agreement a mandate records, from `payment_method_options.acss_debit.mandate_options`:
 * the payment schedule and transaction type are needed to make one, and a schedule with set
 * intervals (`interval`, `combined`) says in words when the debits happen. A setup's agreement
 * may say what the mandate is the default for (invoices, subscriptions).
 */
export function acssMandateDetails(
  options: Record<string, unknown>,
  kind: 'payment' | 'setup',
): Record<string, unknown> {
  const given = (options.mandate_options ?? {}) as MandateOptions;
  if (!given.payment_schedule) {
    throw invalidRequest(
      `Missing required param: ${PARAM}[payment_schedule].`,
      `${PARAM}[payment_schedule]`,
      'parameter_missing',
    );
  }
  if (!given.transaction_type) {
    throw invalidRequest(
      `Missing required param: ${PARAM}[transaction_type].`,
      `${PARAM}[transaction_type]`,
      'parameter_missing',
    );
  }
  if (given.payment_schedule !== 'sporadic' && !given.interval_description) {
    throw invalidRequest(
      `${PARAM}[interval_description] is required when ${PARAM}[payment_schedule] is interval or combined.`,
      `${PARAM}[interval_description]`,
      'parameter_missing',
    );
  }
  return {
    ...(kind === 'setup' ? { default_for: given.default_for ?? [] } : {}),
    interval_description: given.interval_description ?? null,
    payment_schedule: given.payment_schedule,
    transaction_type: given.transaction_type,
  };
}
