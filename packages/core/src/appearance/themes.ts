/** Appearance themes (docs/elements.md#validation); `none` is deprecated and still accepted with a warning. */
export const THEMES = ['stripe', 'flat', 'night'] as const;
export const DEPRECATED_THEMES = ['none'] as const;

export type Theme = (typeof THEMES)[number] | (typeof DEPRECATED_THEMES)[number];

/** Label placement: above the input or floating inside it; auto follows the input style. */
export const LABEL_STYLES = ['auto', 'above', 'floating'] as const;

/** Input spacing of the Appearance API. */
export const INPUT_STYLES = ['spaced', 'condensed'] as const;

export type LabelStyle = (typeof LABEL_STYLES)[number];
export type InputStyle = (typeof INPUT_STYLES)[number];
