import type { PayframeError } from '../result.js';
import { INTEGRATION_ERRORS, type IntegrationErrorCode } from './integration-errors.js';
import { fillTemplate, type MessageParams } from './template.js';

/** The error object for an integration mistake, its message filled from `params`. */
export function integrationError(
  code: IntegrationErrorCode,
  params?: MessageParams,
  param?: string,
): PayframeError {
  const error: PayframeError = {
    type: 'integration_error',
    code,
    message: fillTemplate(INTEGRATION_ERRORS[code], params),
  };
  if (param !== undefined) error.param = param;
  return error;
}
