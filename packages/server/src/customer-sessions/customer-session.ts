import { invalidRequest } from '../kernel/errors.js';
import type { CreateCustomerSessionParams, PaymentElementFeaturesInput } from './params.js';

export interface PaymentElementFeatures {
  payment_method_allow_redisplay_filters: ('always' | 'limited' | 'unspecified')[];
  payment_method_redisplay: 'disabled' | 'enabled';
  payment_method_redisplay_limit: number;
  payment_method_remove: 'disabled' | 'enabled';
  payment_method_save: 'disabled' | 'enabled';
  payment_method_save_usage: 'off_session' | 'on_session' | null;
  payment_method_set_as_default: 'disabled' | 'enabled';
  payment_method_update: 'disabled' | 'enabled';
}

export interface CustomerSessionComponents {
  buy_button: { enabled: boolean };
  payment_element: { enabled: boolean; features: PaymentElementFeatures | null };
  pricing_table: { enabled: boolean };
}

/** The object as answered; `client_secret` exists only in the answer to its creation. */
export interface CustomerSession {
  object: 'customer_session';
  client_secret?: string;
  components: CustomerSessionComponents;
  created: number;
  customer: string;
  expires_at: number;
  livemode: boolean;
}

/** A customer session lasts 30 minutes. */
export const CUSTOMER_SESSION_TTL_SECONDS = 30 * 60;
const MAX_REDISPLAY_LIMIT = 10;

function features(input: PaymentElementFeaturesInput | undefined): PaymentElementFeatures {
  const limit = input?.payment_method_redisplay_limit ?? 3;
  if (limit < 1 || limit > MAX_REDISPLAY_LIMIT) {
    throw invalidRequest(
      limit < 1
        ? 'This value must be greater than or equal to 1.'
        : `This value must be less than or equal to ${MAX_REDISPLAY_LIMIT}.`,
      'components[payment_element][features][payment_method_redisplay_limit]',
      'parameter_invalid_integer',
    );
  }
  return {
    payment_method_allow_redisplay_filters: input?.payment_method_allow_redisplay_filters ?? ['always'],
    payment_method_redisplay: input?.payment_method_redisplay ?? 'disabled',
    payment_method_redisplay_limit: limit,
    payment_method_remove: input?.payment_method_remove ?? 'disabled',
    payment_method_save: input?.payment_method_save ?? 'disabled',
    payment_method_save_usage: input?.payment_method_save_usage ?? null,
    payment_method_set_as_default: input?.payment_method_set_as_default ?? 'disabled',
    payment_method_update: input?.payment_method_update ?? 'disabled',
  };
}

/** Every component present, disabled unless enabled; the payment element's features with defaults. */
export function toComponents(input: CreateCustomerSessionParams['components']): CustomerSessionComponents {
  const element = input.payment_element;
  return {
    buy_button: { enabled: input.buy_button?.enabled ?? false },
    payment_element: {
      enabled: element?.enabled ?? false,
      features: element?.enabled ? features(element.features) : null,
    },
    pricing_table: { enabled: input.pricing_table?.enabled ?? false },
  };
}
