import { DEFAULT_PAYMENT_ELEMENT_LAYOUT, DEFAULT_VISIBLE_ACCORDION_ITEMS } from '../constants/elements.js';
import { fail, ok, type Result } from '../result.js';
import { invalidType, isRecord, optionalBoolean, optionalCount, optionalEnum } from './option-checks.js';

/** Payment Element layouts (docs/elements.md#validation). */
export const LAYOUT_TYPES = ['accordion', 'tabs', 'auto'] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

export interface PaymentElementLayout {
  type: LayoutType;
  defaultCollapsed: boolean;
  radios: boolean;
  spacedAccordionItems: boolean;
  /** Accordion items shown before "more" (0 shows them all). */
  visibleAccordionItemsCount: number;
}

const ELEMENT = "elements.create('payment')";

/** Checks the Payment Element `layout` option: a type string, or an object with type and flags. */
export function validateLayout(value: unknown): Result<PaymentElementLayout> {
  const layout: PaymentElementLayout = {
    type: DEFAULT_PAYMENT_ELEMENT_LAYOUT.type,
    defaultCollapsed: false,
    radios: DEFAULT_PAYMENT_ELEMENT_LAYOUT.radios,
    spacedAccordionItems: false,
    visibleAccordionItemsCount: DEFAULT_VISIBLE_ACCORDION_ITEMS,
  };
  if (value === undefined) return ok(layout);
  if (typeof value === 'string') {
    const type = optionalEnum(ELEMENT, 'layout', LAYOUT_TYPES, value);
    return type.ok ? ok({ ...layout, type: type.value ?? DEFAULT_PAYMENT_ELEMENT_LAYOUT.type }) : type;
  }
  if (!isRecord(value)) return fail(invalidType(ELEMENT, 'layout', 'a string or an object', value));
  const type = optionalEnum(ELEMENT, 'layout.type', LAYOUT_TYPES, value.type);
  if (!type.ok) return type;
  if (type.value === undefined)
    return fail(invalidType(ELEMENT, 'layout.type', LAYOUT_TYPES.join(', '), value.type));
  layout.type = type.value;
  for (const flag of ['defaultCollapsed', 'radios', 'spacedAccordionItems'] as const) {
    const checked = optionalBoolean(ELEMENT, `layout.${flag}`, value[flag]);
    if (!checked.ok) return checked;
    if (checked.value !== undefined) layout[flag] = checked.value;
  }
  const count = optionalCount(ELEMENT, 'layout.visibleAccordionItemsCount', value.visibleAccordionItemsCount);
  if (!count.ok) return count;
  if (count.value !== undefined) layout.visibleAccordionItemsCount = count.value;
  return ok(layout);
}
