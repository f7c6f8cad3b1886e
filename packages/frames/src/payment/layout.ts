import type { PaymentElementLayout } from '@payframe/core/form';

/** The Payment Element's choice logic, pure: which methods, in which order, in which layout. */

/**
 * The methods shown: the session's types that this build can render, `paymentMethodOrder`
 * first (in its order), then the rest in the session's order.
 */
export function orderMethodTypes(
  sessionTypes: readonly string[],
  order: readonly string[],
  known: (type: string) => boolean,
) {
  const offered = sessionTypes.filter(known);
  const first = order.filter((type) => offered.includes(type));
  return [...new Set([...first, ...offered])];
}

/** `auto` picks tabs when there is room for them, the accordion on narrow frames or long lists. */
export function resolveLayout(
  layout: PaymentElementLayout,
  count: number,
  width: number,
): 'tabs' | 'accordion' {
  if (layout.type !== 'auto') return layout.type;
  return width >= 400 && count <= 4 ? 'tabs' : 'accordion';
}

/** The method selected at first: none for a collapsed accordion, else the first one. */
export function initialSelection(
  types: readonly string[],
  layout: PaymentElementLayout,
  resolved: 'tabs' | 'accordion',
): string | null {
  if (resolved === 'accordion' && layout.defaultCollapsed) return null;
  return types[0] ?? null;
}

/**
 * The accordion items shown before "More": `visibleAccordionItemsCount` of them (0 = all),
 * the selected one always among them.
 */
export function visibleAccordionItems(
  types: readonly string[],
  count: number,
  selected: string | null,
  expanded: boolean,
): { visible: string[]; hidden: number } {
  if (expanded || count === 0 || types.length <= count) return { visible: [...types], hidden: 0 };
  const visible = types.slice(0, count);
  if (selected && !visible.includes(selected)) visible[visible.length - 1] = selected;
  return { visible, hidden: types.length - visible.length };
}

/** Tabs shown before the "More" menu: up to 3, the selected one always among them. */
export function visibleTabs(
  types: readonly string[],
  selected: string | null,
): { tabs: string[]; more: string[] } {
  if (types.length <= 4) return { tabs: [...types], more: [] };
  const tabs = types.slice(0, 3);
  if (selected && !tabs.includes(selected)) tabs[2] = selected;
  return { tabs, more: types.filter((type) => !tabs.includes(type)) };
}
