import type { Appearance } from '@payframe/core/form';

/**
 * The Appearance API turned into CSS: a theme's variables, the merchant's variables over them
 * (as CSS custom properties the stylesheet reads), then the merchant's rules, whose selectors
 * are the class names the elements carry (.Input, .Tab--selected...). Everything here was
 * validated by core (whitelisted selectors and properties, no url(), safe characters).
 */

const SYSTEM_FONT =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Ubuntu, sans-serif';

const BASE: Record<string, string> = {
  fontFamily: SYSTEM_FONT,
  fontSizeBase: '16px',
  fontSizeSm: '0.93rem',
  fontWeightNormal: '400',
  fontWeightMedium: '500',
  fontLineHeight: '1.15',
  spacingUnit: '4px',
  borderRadius: '6px',
  gridRowSpacing: '12px',
  gridColumnSpacing: '12px',
  tabSpacing: '12px',
  accordionItemSpacing: '12px',
  colorPrimary: '#0570de',
  colorBackground: '#ffffff',
  colorText: '#30313d',
  colorDanger: '#df1b41',
  colorSuccess: '#30b130',
  colorWarning: '#f6a700',
};

const THEMES: Record<string, Record<string, string>> = {
  stripe: {
    colorTextSecondary: '#6d6e78',
    colorTextPlaceholder: '#87889a',
    colorIcon: '#6d6e78',
    colorInputBorder: '#e6e6e6',
    colorInputBackground: '#ffffff',
    colorTabBackground: '#ffffff',
    colorShadow: 'rgba(0, 0, 0, 0.03)',
    focusRing: 'rgba(5, 115, 225, 0.25)',
  },
  flat: {
    borderRadius: '4px',
    colorTextSecondary: '#6d6e78',
    colorTextPlaceholder: '#87889a',
    colorIcon: '#6d6e78',
    colorInputBorder: '#f1f1f1',
    // Condensed inputs need a visible line between inputs whose border is their background.
    colorInputDivider: '#e0e0e6',
    colorInputBackground: '#f1f1f1',
    colorTabBackground: '#f1f1f1',
    colorShadow: 'transparent',
    focusRing: 'rgba(5, 115, 225, 0.25)',
  },
  night: {
    colorPrimary: '#0570de',
    colorBackground: '#30313d',
    colorText: '#ffffff',
    colorDanger: '#fe87a1',
    colorTextSecondary: '#a9a9b5',
    colorTextPlaceholder: '#8c8d9c',
    colorIcon: '#a9a9b5',
    colorInputBorder: '#424353',
    colorInputBackground: '#30313d',
    colorTabBackground: '#30313d',
    colorShadow: 'rgba(0, 0, 0, 0.2)',
    focusRing: 'rgba(5, 115, 225, 0.45)',
  },
};

/** Merchant variable names that set one of ours under another name. */
const ALIASES: Record<string, string> = {
  spacingGridRow: 'gridRowSpacing',
  spacingGridColumn: 'gridColumnSpacing',
  spacingTab: 'tabSpacing',
  spacingAccordionItem: 'accordionItemSpacing',
};

export function themeVariables(appearance: Partial<Appearance> | undefined): Record<string, string> {
  const theme = appearance?.theme && appearance.theme in THEMES ? appearance.theme : 'stripe';
  const variables: Record<string, string> = { ...BASE, ...THEMES[theme] };
  const given = appearance?.variables ?? {};
  for (const [name, value] of Object.entries(given)) variables[ALIASES[name] ?? name] = String(value);
  // A merchant background colours the inputs too (as in Stripe's themes).
  if (given.colorBackground && theme !== 'flat')
    variables.colorInputBackground = String(given.colorBackground);
  return variables;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const AUTOFILL = /:(?:-webkit-)?autofill/;

/**
 * One merchant rule as CSS. An autofill rule is written for both names of the state, each in
 * its own rule (a selector list with a name the browser does not know would drop both). The
 * browser paints autofilled fields' background with an !important style of its own, so an
 * autofill rule's background is also laid on as an inset shadow, unless it sets one.
 */
export function ruleCss(selector: string, properties: Record<string, string>): string[] {
  const declarations = Object.entries(properties).map(([property, value]) => `${kebab(property)}: ${value};`);
  if (!AUTOFILL.test(selector)) return [`${selector} { ${declarations.join(' ')} }`];
  if (properties.backgroundColor && !properties.boxShadow) {
    declarations.push(`box-shadow: inset 0 0 0 1000px ${properties.backgroundColor};`);
  }
  const body = declarations.join(' ');
  return [':autofill', ':-webkit-autofill'].map((name) => `${selector.replace(AUTOFILL, name)} { ${body} }`);
}

export function appearanceCss(appearance: Partial<Appearance> | undefined): string {
  const variables = themeVariables(appearance);
  const declarations = Object.entries(variables)
    .map(([name, value]) => `--${name}: ${value};`)
    .join(' ');
  const rules = Object.entries(appearance?.rules ?? {})
    .flatMap(([selector, properties]) => ruleCss(selector, properties))
    .join('\n');
  const animations = appearance?.disableAnimations
    ? '* { transition: none !important; animation: none !important; }'
    : '';
  // No color-scheme here: a frame whose scheme differs from the page's gets an opaque canvas.
  return `:root { ${declarations} }\n${animations}\n${rules}`;
}
