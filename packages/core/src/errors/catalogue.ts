import type { ErrorType } from '../result.js';
import { FIELD_ERRORS, type FieldErrorCode } from './field-errors.js';
import { INTEGRATION_ERRORS, type IntegrationErrorCode } from './integration-errors.js';
import { INTENT_ERRORS, type IntentErrorCode } from './intent-errors.js';
import {
  LINK_CLIENT_ERRORS,
  LINK_ERRORS,
  type LinkClientErrorCode,
  type LinkErrorCode,
} from './link-errors.js';
import { fillTemplate, type MessageParams } from './template.js';

/** Every error code of the catalogue. */
export type ErrorCode =
  | FieldErrorCode
  | IntegrationErrorCode
  | IntentErrorCode
  | LinkClientErrorCode
  | LinkErrorCode;

/** One catalogue entry: its code, its Stripe.js error type and its message template. */
export interface CatalogueEntry {
  code: ErrorCode;
  type: ErrorType;
  message: string;
}

const INTENT_ERROR_TYPES: Record<IntentErrorCode, ErrorType> = {
  payment_intent_unexpected_state: 'invalid_request_error',
  setup_intent_unexpected_state: 'invalid_request_error',
  payment_intent_authentication_failure: 'invalid_request_error',
  setup_intent_authentication_failure: 'invalid_request_error',
  'fetch_updates.unexpected_status': 'invalid_request_error',
  external_payment_method_selected: 'validation_error',
  api_connection_error: 'api_connection_error',
  unexpected_error: 'api_error',
};

function has<T extends object>(table: T, code: string): code is Extract<keyof T, string> {
  return Object.hasOwn(table, code);
}

/** The catalogue entry of a code, or undefined for a code the catalogue does not hold. */
export function catalogueEntry(code: string): CatalogueEntry | undefined {
  if (has(FIELD_ERRORS, code)) return { code, type: 'validation_error', message: FIELD_ERRORS[code] };
  if (has(INTEGRATION_ERRORS, code))
    return { code, type: 'integration_error', message: INTEGRATION_ERRORS[code] };
  if (has(INTENT_ERRORS, code)) return { code, type: INTENT_ERROR_TYPES[code], message: INTENT_ERRORS[code] };
  if (has(LINK_CLIENT_ERRORS, code)) return { code, type: 'link_error', message: LINK_CLIENT_ERRORS[code] };
  if (has(LINK_ERRORS, code)) return { code, type: 'link_error', message: LINK_ERRORS[code] };
  return undefined;
}

/** Every entry of the catalogue, field errors first. */
export function listErrorCatalogue(): CatalogueEntry[] {
  const codes = [
    ...Object.keys(FIELD_ERRORS),
    ...Object.keys(INTEGRATION_ERRORS),
    ...Object.keys(INTENT_ERRORS),
    ...Object.keys(LINK_CLIENT_ERRORS),
    ...Object.keys(LINK_ERRORS),
  ];
  return codes.map((code) => catalogueEntry(code)).filter((entry) => entry !== undefined);
}

/**
 * The message of a catalogue code with its `{placeholders}` filled from `params`:
 * `errorMessage('client_secret_required', { method: 'confirmPayment' })`.
 */
export function errorMessage(code: ErrorCode, params?: MessageParams): string {
  const entry = catalogueEntry(code);
  if (!entry) throw new Error(`Unknown error code: ${code}`);
  return fillTemplate(entry.message, params);
}
