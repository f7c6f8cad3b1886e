import { optionError } from '../errors/integration-error.js';
import { invalidType, invalidValue, isRecord } from '../options/invalid-option.js';
import { fail, ok, type PayframeError, type Result } from '../result.js';
import {
  DEPRECATED_THEMES,
  INPUT_STYLES,
  type InputStyle,
  LABEL_STYLES,
  type LabelStyle,
  THEMES,
  type Theme,
} from './themes.js';

/**
 * An appearance whose outline is right: a known theme, label and input style, and objects where
 * variables and rules go. Their values are not checked yet: the frames check each one (they
 * trust nothing they did not check), so the merchant script stays small.
 */
export interface AppearanceShape {
  theme: Theme;
  labels?: LabelStyle;
  inputs?: InputStyle;
  disableAnimations?: boolean;
  variables: Record<string, unknown>;
  rules: Record<string, unknown>;
}

export interface CheckedShape {
  appearance: AppearanceShape;
  /** Things accepted but worth telling the merchant (a deprecated theme). */
  warnings: string[];
}

const ELEMENT = 'elements()';

/** The options' type message, the value as String() writes it (the option checks' message). */
export function invalidAppearanceType(param: string, expected: string, value: unknown): PayframeError {
  return invalidType(ELEMENT, param, expected, String(value));
}

export { isRecord };

function checkEnum<T extends string>(
  param: string,
  list: readonly T[],
  value: unknown,
): Result<T | undefined> {
  if (value === undefined || (list as readonly unknown[]).includes(value)) return ok(value as T);
  return fail(invalidValue(ELEMENT, param, list, String(value)));
}

/** Checks the outline of an `appearance` option; a wrong one is an integration error. */
export function checkAppearanceShape(input: unknown): Result<CheckedShape> {
  if (input === undefined)
    return ok({ appearance: { theme: 'stripe', variables: {}, rules: {} }, warnings: [] });
  if (!isRecord(input)) return fail(invalidAppearanceType('appearance', 'an object', input));
  const warnings: string[] = [];
  let theme: Theme = 'stripe';
  if (input.theme !== undefined) {
    if ((DEPRECATED_THEMES as readonly unknown[]).includes(input.theme)) {
      theme = input.theme as Theme;
      warnings.push(optionError('deprecated_theme', { theme }).message);
    } else {
      const checked = checkEnum('appearance.theme', THEMES, input.theme);
      if (!checked.ok) return checked;
      theme = checked.value ?? 'stripe';
    }
  }
  const appearance: AppearanceShape = { theme, variables: {}, rules: {} };
  const labels = checkEnum('appearance.labels', LABEL_STYLES, input.labels);
  if (!labels.ok) return labels;
  if (labels.value) appearance.labels = labels.value;
  const inputs = checkEnum('appearance.inputs', INPUT_STYLES, input.inputs);
  if (!inputs.ok) return inputs;
  if (inputs.value) appearance.inputs = inputs.value;
  if (input.disableAnimations !== undefined) {
    if (typeof input.disableAnimations !== 'boolean') {
      return fail(
        invalidAppearanceType('appearance.disableAnimations', 'a boolean', input.disableAnimations),
      );
    }
    appearance.disableAnimations = input.disableAnimations;
  }
  for (const key of ['variables', 'rules'] as const) {
    const value = input[key];
    if (value === undefined) continue;
    if (!isRecord(value)) return fail(invalidAppearanceType(`appearance.${key}`, 'an object', value));
    appearance[key] = value;
  }
  return ok({ appearance, warnings });
}
