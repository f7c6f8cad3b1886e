import type { Appearance } from '@payframe/core/form';
import { createContext } from 'react';

/** How the fields of a frame look: the Appearance API's `labels` and `inputs`, resolved. */
export interface FieldStyle {
  labels: 'above' | 'floating';
  inputs: 'spaced' | 'condensed';
}

export const DEFAULT_FIELD_STYLE: FieldStyle = { labels: 'above', inputs: 'spaced' };

/**
 * Resolves `labels: 'auto'` (or unset): floating for condensed inputs, whose joined block has
 * no room for labels above each input; above otherwise.
 */
export function resolveFieldStyle(appearance: Partial<Appearance> | undefined): FieldStyle {
  const inputs = appearance?.inputs === 'condensed' ? 'condensed' : 'spaced';
  const labels =
    appearance?.labels === 'floating' || appearance?.labels === 'above'
      ? appearance.labels
      : inputs === 'condensed'
        ? 'floating'
        : 'above';
  return { labels, inputs };
}

/** The root classes the stylesheets key the label and input styles on. */
export function rootClass(style: FieldStyle): string {
  return `Root Labels--${style.labels} Inputs--${style.inputs}`;
}

export interface LabelState {
  floating: boolean;
  invalid: boolean;
  empty: boolean;
  focused: boolean;
}

/**
 * A label's classes. A floating label rests inside an empty, unfocused input like a
 * placeholder and floats up otherwise; `.Label--floating` / `.Label--resting` are the
 * Appearance API's names for the two states, so merchants' rules can style each.
 */
export function labelClass({ floating, invalid, empty, focused }: LabelState): string {
  const classes = ['Label'];
  if (invalid) classes.push('Label--invalid');
  if (empty) classes.push('Label--empty');
  if (floating) classes.push(empty && !focused ? 'Label--resting' : 'Label--floating');
  return classes.join(' ');
}

/** The fields' look, provided by the frame from the checked appearance. */
export const FieldStyleContext = createContext<FieldStyle>(DEFAULT_FIELD_STYLE);
