import type { PayframeError } from '../result.js';
import { FIELD_ERRORS, type FieldErrorCode } from './field-errors.js';

/** The error object for a field error code, with its English message and the field as `param`. */
export function fieldError(code: FieldErrorCode, param?: string): PayframeError {
  const error: PayframeError = { type: 'validation_error', code, message: FIELD_ERRORS[code] };
  if (param !== undefined) error.param = param;
  return error;
}
