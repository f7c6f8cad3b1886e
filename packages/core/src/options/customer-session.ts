/**
 * Customer session features of the Payment Element (docs/elements.md#entities, docs/elements.md#validation). Feature values
 * are 'enabled', 'disabled', 'auto' or 'never'; only 'enabled' turns save and set-as-default
 * on, while update and remove are allowed when 'enabled' or unset.
 */
export interface PaymentElementFeatures {
  payment_method_save?: string | undefined;
  payment_method_save_usage?: 'on_session' | 'off_session' | undefined;
  payment_method_remove?: string | undefined;
  payment_method_update?: string | undefined;
  payment_method_set_as_default?: string | undefined;
}

export interface ResolvedFeatures {
  paymentMethodSave: boolean;
  paymentMethodSaveUsage: 'on_session' | 'off_session' | undefined;
  paymentMethodRemove: boolean;
  paymentMethodUpdate: boolean;
  paymentMethodSetAsDefault: boolean;
}

/** The payment method type saved methods of the one-click wallet have; it is never updated here. */
export const ONE_CLICK_PAYMENT_METHOD_TYPE = 'link';

const enabledOrUnset = (value: string | undefined) => value === undefined || value === 'enabled';

/** Resolves feature values to on or off. */
export function resolveCustomerSessionFeatures(features: PaymentElementFeatures = {}): ResolvedFeatures {
  return {
    paymentMethodSave: features.payment_method_save === 'enabled',
    paymentMethodSaveUsage: features.payment_method_save_usage,
    paymentMethodRemove: enabledOrUnset(features.payment_method_remove),
    paymentMethodUpdate: enabledOrUnset(features.payment_method_update),
    paymentMethodSetAsDefault: features.payment_method_set_as_default === 'enabled',
  };
}

/** Whether a saved method of this type may be updated. */
export function canUpdateSavedPaymentMethod(features: PaymentElementFeatures, type: string): boolean {
  return (
    type !== ONE_CLICK_PAYMENT_METHOD_TYPE && resolveCustomerSessionFeatures(features).paymentMethodUpdate
  );
}

/** Whether a saved method may be removed. */
export function canRemoveSavedPaymentMethod(features: PaymentElementFeatures): boolean {
  return resolveCustomerSessionFeatures(features).paymentMethodRemove;
}

/** A set-as-default flag is valid only on a method whose allow_redisplay is 'always'. */
export function isSetAsDefaultValid(allowRedisplay: string | null | undefined): boolean {
  return allowRedisplay === 'always';
}
