/**
 * Appearance variables and the kind of value each takes (docs/elements.md#validation): any, length,
 * color (any CSS color), strictColor (hex, rgb or hsl: colors other colors are derived from)
 * or logo (light or dark). Names follow the public Appearance API.
 */
export type VariableKind = 'any' | 'length' | 'color' | 'strictColor' | 'logo';

const names = (kind: VariableKind, list: readonly string[]) => list.map((name) => [name, kind] as const);

/** The variable table, as [name, kind] pairs. */
export const APPEARANCE_VARIABLES: ReadonlyArray<readonly [string, VariableKind]> = [
  ...names('any', [
    'fontFamily',
    'fontSmooth',
    'fontVariantLigatures',
    'fontVariationSettings',
    'fontWeightLight',
    'fontWeightNormal',
    'fontWeightMedium',
    'fontWeightBold',
    'fontLineHeight',
    'focusBoxShadow',
    'focusOutline',
  ]),
  ...names('length', [
    'fontSizeBase',
    'fontSizeSm',
    'fontSizeXs',
    'fontSize2Xs',
    'fontSize3Xs',
    'fontSizeLg',
    'fontSizeXl',
    'spacingUnit',
    'spacingGridRow',
    'spacingGridColumn',
    'spacingTab',
    'spacingAccordionItem',
    'gridRowSpacing',
    'gridColumnSpacing',
    'tabSpacing',
    'accordionItemSpacing',
    'pickerItemSpacing',
    'borderRadius',
    'buttonBorderRadius',
  ]),
  ...names('strictColor', [
    'colorPrimary',
    'colorBackground',
    'colorText',
    'colorDanger',
    'colorSuccess',
    'colorWarning',
  ]),
  ...names('color', [
    'colorTextSecondary',
    'colorTextPlaceholder',
    'colorIcon',
    'colorIconHover',
    'colorIconCardError',
    'colorIconCardCvc',
    'colorIconCardCvcError',
    'colorIconCheckmark',
    'colorIconChevronDown',
    'colorIconChevronDownHover',
    'colorIconRedirect',
    'colorIconTab',
    'colorIconTabHover',
    'colorIconTabSelected',
    'colorIconTabMore',
    'colorIconTabMoreHover',
    'colorIconLoadingIndicator',
    'colorIconMenu',
    'colorIconMenuHover',
    'colorIconMenuOpen',
    'colorIconPasscodeDevice',
    'colorIconPasscodeDeviceHover',
    'colorIconPasscodeDeviceNotification',
    'accessibleColorOnColorPrimary',
    'accessibleColorOnColorBackground',
    'accessibleColorOnColorSuccess',
    'accessibleColorOnColorDanger',
    'accessibleColorOnColorWarning',
    'iconColor',
    'iconHoverColor',
    'iconCardErrorColor',
    'iconCardCvcColor',
    'iconCardCvcErrorColor',
    'iconCheckmarkColor',
    'iconChevronDownColor',
    'iconChevronDownHoverColor',
    'iconRedirectColor',
    'iconLoadingIndicatorColor',
    'iconMenuColor',
    'iconMenuHoverColor',
    'iconMenuOpenColor',
    'iconPasscodeDeviceColor',
    'iconPasscodeDeviceHoverColor',
    'iconPasscodeDeviceNotificationColor',
    'tabIconColor',
    'tabIconHoverColor',
    'tabIconSelectedColor',
    'tabIconMoreColor',
    'tabIconMoreHoverColor',
  ]),
  ...names('logo', [
    'colorLogo',
    'colorLogoTab',
    'colorLogoTabSelected',
    'colorLogoBlock',
    'logoColor',
    'tabLogoColor',
    'tabLogoSelectedColor',
    'blockLogoColor',
  ]),
];

/** Logo variables take one of these. */
export const LOGO_VALUES = ['light', 'dark'] as const;

/** The kind of a variable, or undefined for a name the Appearance API does not have. */
export function variableKind(name: string): VariableKind | undefined {
  return APPEARANCE_VARIABLES.find(([variable]) => variable === name)?.[1];
}
