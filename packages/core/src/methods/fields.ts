import type { MethodField } from './types.js';

/** The billing fields several methods ask for. */
export const NAME_FIELD: MethodField = { kind: 'name', apiPath: 'billing_details[name]' };
export const EMAIL_FIELD: MethodField = { kind: 'email', apiPath: 'billing_details[email]' };
