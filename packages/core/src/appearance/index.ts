export { type AppearanceShape, type CheckedShape, checkAppearanceShape } from './appearance-shape.js';
export { CSS_COLOR_KEYWORDS, isCssColor, isStrictColor } from './colors.js';
export {
  containsUrl,
  hasOnlyAllowedCharacters,
  isCssLength,
  isGapValue,
  isPaddingValue,
  STYLE_VALUE_CHARACTERS,
} from './css-values.js';
export { type FontFaceRule, fontFacesFromCss, isSafeUnicodeRange } from './font-css.js';
export {
  type CheckedFont,
  FONT_DISPLAYS,
  FONT_LOAD_TYPES,
  FONT_STYLES,
  type FontLoadType,
  type FontOption,
  type FontSource,
  isAllowedFontUrl,
  MAX_FONT_CSS_LENGTH,
  MAX_FONT_SRC_LENGTH,
  parseFontSrc,
  validateFonts,
} from './fonts.js';
export {
  isSupportedSelector,
  type ParsedSelector,
  parseRuleSelector,
  RULE_PROPERTIES,
  RULE_SELECTORS,
  type SelectorRules,
} from './rules.js';
export {
  DEPRECATED_THEMES,
  INPUT_STYLES,
  type InputStyle,
  LABEL_STYLES,
  type LabelStyle,
  THEMES,
  type Theme,
} from './themes.js';
export {
  type Appearance,
  type CheckedAppearance,
  checkStyleValue,
  type ValidateAppearanceOptions,
  validateAppearance,
} from './validate-appearance.js';
export { APPEARANCE_VARIABLES, LOGO_VALUES, type VariableKind, variableKind } from './variables.js';
