import type { PayframeError } from '../result.js';
import { INTEGRATION_ERRORS, type IntegrationErrorCode } from './integration-errors.js';
import {
  APPEARANCE_VALUE_ERRORS,
  type AppearanceValueErrorCode,
  OPTION_ERRORS,
  type OptionErrorCode,
} from './option-errors.js';
import { fillTemplate, type MessageParams } from './template.js';

function build(code: string, template: string, params?: MessageParams, param?: string): PayframeError {
  const error: PayframeError = { type: 'integration_error', code, message: fillTemplate(template, params) };
  if (param !== undefined) error.param = param;
  return error;
}

/** The error object for an integration mistake, its message filled from `params`. */
export function integrationError(
  code: IntegrationErrorCode,
  params?: MessageParams,
  param?: string,
): PayframeError {
  return build(code, INTEGRATION_ERRORS[code], params, param);
}

/**
 * `integrationError` for the option and appearance checks: it reads only their table, so the
 * merchant script that bundles those checks leaves the rest of the catalogue out.
 */
export function optionError(code: OptionErrorCode, params?: MessageParams, param?: string): PayframeError {
  return build(code, OPTION_ERRORS[code], params, param);
}

/** `integrationError` for the frames' appearance value checks, from their own small table. */
export function appearanceValueError(
  code: AppearanceValueErrorCode,
  params?: MessageParams,
  param?: string,
): PayframeError {
  return build(code, APPEARANCE_VALUE_ERRORS[code], params, param);
}
