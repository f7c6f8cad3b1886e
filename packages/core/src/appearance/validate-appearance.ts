import { optionError } from '../errors/integration-error.js';
import { fail, ok, type PayframeError, type Result } from '../result.js';
import { isCssColor, isStrictColor } from './colors.js';
import {
  containsUrl,
  hasOnlyAllowedCharacters,
  isCssLength,
  isGapValue,
  isPaddingValue,
} from './css-values.js';
import { isSupportedSelector, RULE_PROPERTIES } from './rules.js';
import {
  DEPRECATED_THEMES,
  INPUT_STYLES,
  type InputStyle,
  LABEL_STYLES,
  type LabelStyle,
  THEMES,
  type Theme,
} from './themes.js';
import { LOGO_VALUES, type VariableKind, variableKind } from './variables.js';

/** A checked appearance: values as strings, only whitelisted names. */
export interface Appearance {
  theme: Theme;
  labels?: LabelStyle;
  inputs?: InputStyle;
  disableAnimations?: boolean;
  variables: Record<string, string>;
  rules: Record<string, Record<string, string>>;
}

export interface CheckedAppearance {
  appearance: Appearance;
  /** Things accepted but worth telling the merchant (a deprecated theme). */
  warnings: string[];
}

const ELEMENT = 'elements()';

function invalidValue(param: string, expected: readonly string[], value: unknown): PayframeError {
  return optionError(
    'invalid_option_value',
    { element: ELEMENT, param, expected: expected.join(', '), value: String(value) },
    param,
  );
}

function invalidType(param: string, expected: string, value: unknown): PayframeError {
  return optionError(
    'invalid_option_type',
    { element: ELEMENT, param, expected, value: String(value) },
    param,
  );
}

/** The checks every appearance string value goes through: no url(), only whitelisted characters. */
export function checkStyleValue(value: string, param: string): PayframeError | undefined {
  if (containsUrl(value)) return optionError('style_url_refused', { param }, param);
  if (!hasOnlyAllowedCharacters(value)) return optionError('invalid_style_value', { value }, param);
  return undefined;
}

const KIND_EXPECTATIONS: Record<VariableKind, string> = {
  any: 'a string',
  length: 'a CSS length (px, em, rem or %)',
  color: 'a CSS color',
  strictColor: 'a hex, rgb() or hsl() color',
  logo: 'light or dark',
};

function checkVariable(name: string, raw: unknown): Result<string> {
  const param = `appearance.variables.${name}`;
  const kind = variableKind(name);
  if (!kind) return fail(invalidType(param, 'a known appearance variable', name));
  if (typeof raw !== 'string' && typeof raw !== 'number')
    return fail(invalidType(param, KIND_EXPECTATIONS[kind], raw));
  const value = String(raw).trim();
  if (containsUrl(value)) return fail(optionError('style_url_refused', { param }, param));
  const valid =
    kind === 'strictColor'
      ? isStrictColor(value)
      : kind === 'color'
        ? isCssColor(value)
        : kind === 'logo'
          ? (LOGO_VALUES as readonly string[]).includes(value)
          : kind === 'length'
            ? isCssLength(value)
            : true;
  if (kind === 'any' || kind === 'length') {
    const refused = checkStyleValue(value, param);
    if (refused) return fail(refused);
  }
  if (!valid) return fail(invalidType(param, KIND_EXPECTATIONS[kind], value));
  return ok(value);
}

function checkRuleProperty(selector: string, property: string, raw: unknown): Result<string> {
  const param = `appearance.rules['${selector}'].${property}`;
  if (!RULE_PROPERTIES.includes(property)) {
    return fail(optionError('unsupported_rule_property', { selector, property }, param));
  }
  if (typeof raw !== 'string' && typeof raw !== 'number')
    return fail(invalidType(param, 'a string or number', raw));
  const value = String(raw).trim();
  const refused = checkStyleValue(value, param);
  if (refused) return fail(refused);
  if ((property === 'rowGap' || property === 'columnGap') && !isGapValue(value)) {
    return fail(invalidType(param, 'a number followed by px, em or rem', value));
  }
  if (property.startsWith('padding') && !isPaddingValue(value)) {
    return fail(invalidType(param, 'up to four values in px or 0', value));
  }
  return ok(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkEnum<T extends string>(
  param: string,
  list: readonly T[],
  value: unknown,
): Result<T | undefined> {
  if (value === undefined) return ok(undefined);
  if (typeof value === 'string' && (list as readonly string[]).includes(value)) return ok(value as T);
  return fail(invalidValue(param, list, value));
}

/**
 * Checks an `appearance` option (docs/elements.md#validation): theme, labels, inputs, variables by
 * kind, rules by whitelisted selector and property, url() refused, the value character
 * whitelist, rowGap/columnGap and padding grammars.
 */
export function validateAppearance(input: unknown): Result<CheckedAppearance> {
  if (input === undefined)
    return ok({ appearance: { theme: 'stripe', variables: {}, rules: {} }, warnings: [] });
  if (!isRecord(input)) return fail(invalidType('appearance', 'an object', input));
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
  const appearance: Appearance = { theme, variables: {}, rules: {} };
  const labels = checkEnum('appearance.labels', LABEL_STYLES, input.labels);
  if (!labels.ok) return labels;
  if (labels.value) appearance.labels = labels.value;
  const inputs = checkEnum('appearance.inputs', INPUT_STYLES, input.inputs);
  if (!inputs.ok) return inputs;
  if (inputs.value) appearance.inputs = inputs.value;
  if (input.disableAnimations !== undefined) {
    if (typeof input.disableAnimations !== 'boolean') {
      return fail(invalidType('appearance.disableAnimations', 'a boolean', input.disableAnimations));
    }
    appearance.disableAnimations = input.disableAnimations;
  }
  if (input.variables !== undefined) {
    if (!isRecord(input.variables))
      return fail(invalidType('appearance.variables', 'an object', input.variables));
    for (const [name, raw] of Object.entries(input.variables)) {
      const checked = checkVariable(name, raw);
      if (!checked.ok) return checked;
      appearance.variables[name] = checked.value;
    }
  }
  if (input.rules !== undefined) {
    if (!isRecord(input.rules)) return fail(invalidType('appearance.rules', 'an object', input.rules));
    for (const [selector, declarations] of Object.entries(input.rules)) {
      if (!isSupportedSelector(selector)) {
        return fail(
          optionError('unsupported_rule_selector', { selector }, `appearance.rules['${selector}']`),
        );
      }
      if (!isRecord(declarations))
        return fail(invalidType(`appearance.rules['${selector}']`, 'an object', declarations));
      const rule: Record<string, string> = {};
      for (const [property, raw] of Object.entries(declarations)) {
        const checked = checkRuleProperty(selector, property, raw);
        if (!checked.ok) return checked;
        rule[property] = checked.value;
      }
      appearance.rules[selector.trim()] = rule;
    }
  }
  return ok({ appearance, warnings });
}
