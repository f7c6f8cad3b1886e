import { type ExpressSheetOptions, validateExpressSheetOptions } from '@payframe/core/express';
import type { ExpressLineItem, ExpressShippingRate } from '@payframe/js/protocol';

/** What the open sheet shows: the lines, the rates, the rate chosen and the total. */
export interface SheetTotals {
  lineItems: ExpressLineItem[];
  shippingRates: ExpressShippingRate[];
  rateId: string | null;
}

/**
 * The sheet's total: the session's amount, or when the merchant lists line items, their sum
 * and the chosen rate (so a rate or tax the handlers change shows at once).
 */
export function sheetTotal(totals: SheetTotals, sessionAmount: number | null): number {
  if (totals.lineItems.length === 0) {
    const rate = totals.shippingRates.find((r) => r.id === totals.rateId);
    return (sessionAmount ?? 0) + (rate?.amount ?? 0);
  }
  const lines = totals.lineItems.reduce((sum, item) => sum + item.amount, 0);
  const rate = totals.shippingRates.find((r) => r.id === totals.rateId);
  return lines + (rate?.amount ?? 0);
}

/**
 * Reads what a handler passed to resolve(): line items and rates (and, for click, what the
 * sheet asks for). A bad value is the merchant's mistake: it is reported and ignored.
 */
export function readResolve(event: string, value: unknown): ExpressSheetOptions {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    console.error(`The ${event} event's resolve() takes an object.`);
    return {};
  }
  const checked = validateExpressSheetOptions(`${event} resolve`, value as Record<string, unknown>);
  if (!checked.ok) {
    console.error(checked.error.message);
    return {};
  }
  return checked.value;
}

/** Applies a resolve's lines and rates; a rate list without the chosen rate picks its first. */
export function applyResolve(totals: SheetTotals, update: ExpressSheetOptions): SheetTotals {
  const shippingRates = (update.shippingRates as ExpressShippingRate[] | undefined) ?? totals.shippingRates;
  const kept = shippingRates.some((r) => r.id === totals.rateId);
  return {
    lineItems: update.lineItems ?? totals.lineItems,
    shippingRates,
    rateId: kept ? totals.rateId : (shippingRates[0]?.id ?? null),
  };
}
