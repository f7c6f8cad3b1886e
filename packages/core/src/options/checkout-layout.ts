/** How a hosted checkout page lays itself out (docs/checkout.md#layouts). */
export const CHECKOUT_LAYOUTS = ['single_item', 'multi_item', 'single_column'] as const;
export type CheckoutLayout = (typeof CHECKOUT_LAYOUTS)[number];

/** The character after `cs_test_` / `cs_live_` that names the layout. */
const LAYOUT_BY_CHAR: Readonly<Record<string, CheckoutLayout>> = {
  a: 'single_item',
  b: 'multi_item',
  c: 'single_column',
};

/** A session id shorter than this carries no layout (the page then picks none). */
export const MIN_LAYOUT_SESSION_ID_LENGTH = 16;

/** The layout a session id names: its first character after the prefix; single_item by default. */
export function checkoutLayoutOf(sessionId: string): CheckoutLayout | null {
  if (sessionId.length <= MIN_LAYOUT_SESSION_ID_LENGTH) return null;
  const prefix = /^cs_(test|live)_/.exec(sessionId);
  const char = prefix ? sessionId[prefix[0].length] : undefined;
  return (char && LAYOUT_BY_CHAR[char]) || 'single_item';
}

/** The id character for a layout: a session is created with the one its contents call for. */
export function checkoutLayoutChar(layout: CheckoutLayout): string {
  return Object.entries(LAYOUT_BY_CHAR).find(([, named]) => named === layout)![0];
}
