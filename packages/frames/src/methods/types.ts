import type { BillingDetailsCollection } from '@payframe/core/form';
import type { SessionState } from '@payframe/js/protocol';
import type { ComponentType } from 'react';
import type { BillingDefaults } from '../billing/billing-defaults.js';
import type { DeferredName } from '../deferred/modules.js';

/** A field error as the shopper sees it: a core FIELD_ERRORS code and its message. */
export interface FieldError {
  code: string;
  message: string;
}

export type Values = Record<string, string>;

/** What a method's pure logic may depend on besides its values. */
export interface MethodContext {
  billing: BillingDetailsCollection;
  /** `defaultValues.billingDetails`, prefilled into the billing fields. */
  defaults: BillingDefaults;
  session: SessionState;
  /** Today, for expiry checks (injected so tests are deterministic). */
  now: Date;
}

export interface FormProps {
  values: Values;
  errors: Partial<Record<string, FieldError>>;
  context: MethodContext;
  setValue(field: string, value: string): void;
  onBlur(field: string): void;
  onFocus(field: string): void;
  /** Registers an input so the element can focus it (first invalid field, focus()). */
  register(field: string): (node: HTMLElement | null) => void;
}

/** What a field needs of its form: its values, errors and handlers (the Address Element has no method context). */
export type FieldBinding = Omit<FormProps, 'context'>;

/**
 * One payment method: what it shows, how it validates, and how its values become
 * `payment_method_data`. The pure parts are tested without a DOM; `Form` is the UI.
 */
export interface MethodDefinition {
  type: string;
  label: string;
  Icon: ComponentType;
  /** The deferred modules its form may use with these billing options (loaded before it shows). */
  needs(context: Pick<MethodContext, 'billing'>): DeferredName[];
  initialValues(context: MethodContext): Values;
  /** The fields shown, in order (the first invalid one gets focus). */
  fields(values: Values, context: MethodContext): string[];
  validate(values: Values, context: MethodContext): Partial<Record<string, FieldError>>;
  isEmpty(values: Values, context: MethodContext): boolean;
  toPaymentMethodData(values: Values, context: MethodContext): Record<string, unknown>;
  /** What the confirmation's `payment_method_options` takes from the form (BLIK's code), if anything. */
  toPaymentMethodOptions?(values: Values, context: MethodContext): Record<string, unknown> | undefined;
  /** Whether its form shows a mandate, which paying accepts (the controller then sends `mandate_data`). */
  mandate?: boolean;
  /** The card brand for change events (card only). */
  brand?(values: Values): string | undefined;
  Form: ComponentType<FormProps>;
}
