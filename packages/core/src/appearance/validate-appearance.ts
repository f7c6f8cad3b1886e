import { appearanceValueError } from '../errors/integration-error.js';
import { fail, ok, type PayframeError, type Result } from '../result.js';
import { checkAppearanceShape, invalidAppearanceType as invalidType, isRecord } from './appearance-shape.js';
import { isCssColor, isStrictColor } from './colors.js';
import {
  containsUrl,
  hasOnlyAllowedCharacters,
  isCssLength,
  isGapValue,
  isPaddingValue,
} from './css-values.js';
import { isSupportedSelector, RULE_PROPERTIES } from './rules.js';
import type { InputStyle, LabelStyle, Theme } from './themes.js';
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

/** The checks every appearance string value goes through: no url(), only whitelisted characters. */
export function checkStyleValue(value: string, param: string): PayframeError | undefined {
  if (containsUrl(value)) return appearanceValueError('style_url_refused', { param }, param);
  if (!hasOnlyAllowedCharacters(value)) return appearanceValueError('invalid_style_value', { value }, param);
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
  if (containsUrl(value)) return fail(appearanceValueError('style_url_refused', { param }, param));
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
    return fail(appearanceValueError('unsupported_rule_property', { selector, property }, param));
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

export interface ValidateAppearanceOptions {
  /**
   * Drop an invalid variable, rule or property with a warning instead of refusing the whole
   * appearance: what a frame does, where the merchant script checked the outline only.
   */
  dropInvalid?: boolean;
}

/**
 * Checks an `appearance` option (docs/elements.md#validation): its outline (theme, labels,
 * inputs, objects), then variables by kind, rules by whitelisted selector and property, url()
 * refused, the value character whitelist, rowGap/columnGap and padding grammars.
 */
export function validateAppearance(
  input: unknown,
  options: ValidateAppearanceOptions = {},
): Result<CheckedAppearance> {
  const shape = checkAppearanceShape(input);
  if (!shape.ok) return shape;
  const { variables, rules, ...outline } = shape.value.appearance;
  const warnings = [...shape.value.warnings];
  const appearance: Appearance = { ...outline, variables: {}, rules: {} };
  /** A failed value: the error, or (dropping) its warning and no value. */
  const refuse = (error: PayframeError): PayframeError | undefined => {
    if (!options.dropInvalid) return error;
    warnings.push(error.message);
    return undefined;
  };
  for (const [name, raw] of Object.entries(variables)) {
    const checked = checkVariable(name, raw);
    if (checked.ok) appearance.variables[name] = checked.value;
    else if (refuse(checked.error)) return checked;
  }
  for (const [selector, declarations] of Object.entries(rules)) {
    if (!isSupportedSelector(selector)) {
      const error = appearanceValueError(
        'unsupported_rule_selector',
        { selector },
        `appearance.rules['${selector}']`,
      );
      if (refuse(error)) return fail(error);
      continue;
    }
    if (!isRecord(declarations)) {
      const error = invalidType(`appearance.rules['${selector}']`, 'an object', declarations);
      if (refuse(error)) return fail(error);
      continue;
    }
    const rule: Record<string, string> = {};
    for (const [property, raw] of Object.entries(declarations)) {
      const checked = checkRuleProperty(selector, property, raw);
      if (checked.ok) rule[property] = checked.value;
      else if (refuse(checked.error)) return checked;
    }
    appearance.rules[selector.trim()] = rule;
  }
  return ok({ appearance, warnings });
}
