/**
 * The selectors `appearance.rules` may style, with the states (`--selected`), pseudo-classes
 * (`:hover`) and pseudo-elements (`::placeholder`) each accepts, and the CSS properties a rule
 * may set. Names follow the public Appearance API.
 */
export interface SelectorRules {
  states: readonly string[];
  pseudoClasses: readonly string[];
  pseudoElements: readonly string[];
}

const none: readonly string[] = [];
const interactive = [':hover', ':focus', ':active', ':disabled'] as const;

export const RULE_SELECTORS: Readonly<Record<string, SelectorRules>> = {
  '.Tab': { states: ['--selected'], pseudoClasses: interactive, pseudoElements: none },
  '.TabIcon': { states: ['--selected'], pseudoClasses: [':hover', ':focus'], pseudoElements: none },
  '.TabLabel': { states: ['--selected'], pseudoClasses: [':hover', ':focus'], pseudoElements: none },
  '.Input': {
    states: ['--invalid', '--empty'],
    // :autofill and WebKit's older name for it: the state of a field the browser filled in.
    pseudoClasses: [':hover', ':focus', ':disabled', ':autofill', ':-webkit-autofill'],
    pseudoElements: ['::placeholder', '::selection'],
  },
  '.Label': {
    states: ['--empty', '--invalid', '--floating', '--resting'],
    pseudoClasses: none,
    pseudoElements: none,
  },
  '.Error': { states: none, pseudoClasses: none, pseudoElements: none },
  '.Block': { states: none, pseudoClasses: none, pseudoElements: none },
  '.BlockDivider': { states: none, pseudoClasses: none, pseudoElements: none },
  '.BlockAction': {
    states: ['--negative'],
    pseudoClasses: [':hover', ':focus', ':active'],
    pseudoElements: none,
  },
  '.CodeInput': { states: none, pseudoClasses: [':hover', ':focus', ':disabled'], pseudoElements: none },
  '.Checkbox': { states: ['--checked'], pseudoClasses: [':hover', ':focus'], pseudoElements: none },
  '.CheckboxInput': { states: ['--checked'], pseudoClasses: [':hover', ':focus'], pseudoElements: none },
  '.CheckboxLabel': { states: ['--checked'], pseudoClasses: [':hover'], pseudoElements: none },
  '.DropdownItem': { states: ['--highlight'], pseudoClasses: [':active'], pseudoElements: none },
  '.PickerItem': {
    states: ['--selected', '--highlight', '--new', '--disabled'],
    pseudoClasses: interactive,
    pseudoElements: none,
  },
  '.AccordionItem': { states: ['--selected'], pseudoClasses: [':hover', ':focus'], pseudoElements: none },
  '.Menu': { states: none, pseudoClasses: none, pseudoElements: none },
  '.MenuIcon': { states: ['--open'], pseudoClasses: [':hover'], pseudoElements: none },
  '.MenuAction': {
    states: ['--negative'],
    pseudoClasses: [':hover', ':focus', ':active'],
    pseudoElements: none,
  },
  '.Switch': { states: ['--active'], pseudoClasses: [':hover'], pseudoElements: none },
  '.SwitchControl': { states: none, pseudoClasses: [':hover'], pseudoElements: none },
  '.Action': { states: none, pseudoClasses: [':hover', ':focus', ':active'], pseudoElements: none },
  '.Link': { states: none, pseudoClasses: [':hover', ':focus', ':active'], pseudoElements: none },
  '.Text': { states: ['--redirect', '--terms'], pseudoClasses: none, pseudoElements: none },
  '.RedirectText': { states: none, pseudoClasses: none, pseudoElements: none },
  '.TermsText': { states: none, pseudoClasses: none, pseudoElements: none },
  '.TermsLink': { states: none, pseudoClasses: [':hover', ':focus'], pseudoElements: none },
  '.SecondaryText': { states: none, pseudoClasses: none, pseudoElements: none },
  '.Icon': { states: none, pseudoClasses: [':hover'], pseudoElements: none },
};

/** CSS properties (camelCase) a rule may set. */
export const RULE_PROPERTIES: readonly string[] = [
  '-moz-osx-font-smoothing',
  '-webkit-font-smoothing',
  '-webkit-text-fill-color',
  'backgroundColor',
  'border',
  'borderTop',
  'borderRight',
  'borderBottom',
  'borderLeft',
  'borderColor',
  'borderStyle',
  'borderWidth',
  'borderTopColor',
  'borderTopStyle',
  'borderTopWidth',
  'borderRightColor',
  'borderRightStyle',
  'borderRightWidth',
  'borderBottomColor',
  'borderBottomStyle',
  'borderBottomWidth',
  'borderLeftColor',
  'borderLeftStyle',
  'borderLeftWidth',
  'borderRadius',
  'borderTopLeftRadius',
  'borderTopRightRadius',
  'borderBottomRightRadius',
  'borderBottomLeftRadius',
  'boxShadow',
  'color',
  'columnGap',
  'fill',
  'fontFamily',
  'fontSize',
  'fontVariant',
  'fontWeight',
  'letterSpacing',
  'lineHeight',
  'margin',
  'marginTop',
  'marginRight',
  'marginBottom',
  'marginLeft',
  'opacity',
  'outline',
  'outlineOffset',
  'padding',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'rowGap',
  'textDecoration',
  'textShadow',
  'textTransform',
  'transition',
];

/** A rule selector split into its parts: `.Tab--selected:hover` is class `.Tab`, states `--selected`, `:hover`. */
export interface ParsedSelector {
  className: string;
  states: string[];
  pseudoClasses: string[];
  pseudoElement: string | undefined;
}

/** Splits a rule selector into its parts, or undefined when it is not one class with modifiers. */
export function parseRuleSelector(selector: string): ParsedSelector | undefined {
  const match = /^(\.[A-Z][A-Za-z]*)((?:--[a-z]+)*)((?::[a-z-]+)*)(::[a-z-]+)?$/.exec(selector.trim());
  if (!match) return undefined;
  const [, className = '', states = '', pseudoClasses = '', pseudoElement] = match;
  return {
    className,
    states: states.match(/--[a-z]+/g) ?? [],
    pseudoClasses: pseudoClasses.match(/:[a-z-]+/g) ?? [],
    pseudoElement,
  };
}

/** Whether a rule selector is on the whitelist, every modifier included. */
export function isSupportedSelector(selector: string): boolean {
  const parsed = parseRuleSelector(selector);
  if (!parsed) return false;
  const rules = RULE_SELECTORS[parsed.className];
  if (!rules) return false;
  return (
    parsed.states.every((state) => rules.states.includes(state)) &&
    parsed.pseudoClasses.every((pseudo) => rules.pseudoClasses.includes(pseudo)) &&
    (parsed.pseudoElement === undefined || rules.pseudoElements.includes(parsed.pseudoElement))
  );
}
