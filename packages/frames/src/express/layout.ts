import type { ExpressCheckoutOptions } from '@payframe/core/express';

/** The gap between buttons, and the narrowest a button may be (Google Pay's own minimum). */
export const BUTTON_GAP = 10;
export const MIN_BUTTON_WIDTH = 240;

export interface ButtonGrid<T> {
  /** The rows of buttons shown. */
  rows: T[][];
  /** Buttons behind the "More" button (overflow auto with maxRows). */
  overflow: T[];
  columns: number;
}

/**
 * Lays the visible buttons out in a grid: as many columns as fit the width (at least one),
 * at most `maxColumns`; with `maxRows` and overflow auto, what does not fit goes behind a
 * "More" button that takes the last place (after the first button, at the least).
 */
export function layoutButtons<T>(
  buttons: readonly T[],
  width: number,
  layout: ExpressCheckoutOptions['layout'],
): ButtonGrid<T> {
  const fit = Math.max(1, Math.floor((width + BUTTON_GAP) / (MIN_BUTTON_WIDTH + BUTTON_GAP)));
  const maxColumns = layout !== 'auto' && layout.maxColumns ? layout.maxColumns : fit;
  const columns = Math.max(1, Math.min(fit, maxColumns, buttons.length || 1));
  const maxRows = layout !== 'auto' ? layout.maxRows : undefined;
  let shown = [...buttons];
  let overflow: T[] = [];
  if (maxRows && layout !== 'auto' && layout.overflow === 'auto' && buttons.length > maxRows * columns) {
    // At least one button shows, even where the More button then takes a row of its own.
    const room = Math.max(maxRows * columns - 1, 1);
    shown = buttons.slice(0, room);
    overflow = buttons.slice(room);
  }
  const rows: T[][] = [];
  for (let i = 0; i < shown.length; i += columns) rows.push(shown.slice(i, i + columns));
  return { rows, overflow, columns };
}
