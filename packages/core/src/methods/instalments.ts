import { fitsAmount } from './limits.js';
import { METHOD_DESCRIPTORS } from './registry.js';
import type { InstalmentPlan, MethodDescriptor } from './types.js';

/** One payment of a plan: how much (smallest currency unit) and when (a UTC calendar day, `YYYY-MM-DD`). */
export interface Instalment {
  amount: number;
  date: string;
}

const DAY = 86_400_000;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A month later on the same day, or the month's last day when it has no such day (31 January -> 28 February). */
function addMonths(start: Date, months: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), last)));
}

/**
 * A price split into a plan's payments: equal parts, the cents that do not divide evenly
 * paid with the first payment (so the parts add up to the price and none is smaller than
 * the others). Pay in 4 starts today and goes on every two weeks; monthly starts a month
 * from today.
 */
export function instalmentSchedule(plan: InstalmentPlan, amount: number, today: Date): Instalment[] {
  const count = Math.max(1, plan.count);
  const part = Math.floor(amount / count);
  const first = amount - part * (count - 1);
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  return Array.from({ length: count }, (_, index) => ({
    amount: index === 0 ? first : part,
    date: isoDay(
      plan.kind === 'pay_in_4' ? new Date(day.getTime() + index * 14 * DAY) : addMonths(day, index + 1),
    ),
  }));
}

/** The smallest payment of a plan: what "4 payments of" or "as low as ... a month" names. */
export function smallestInstalment(plan: InstalmentPlan, amount: number): number {
  return Math.floor(amount / Math.max(1, plan.count));
}

/**
 * The buy now, pay later methods a price can be paid with, for the messaging element: among
 * those asked for (in core's order), each with a plan whose currency and shopper's country it
 * serves and whose bounds the amount is within.
 */
export function messagingMethods(options: {
  amount: number;
  currency: string;
  countryCode: string;
  paymentMethodTypes: readonly string[];
}): MethodDescriptor[] {
  const country = options.countryCode.toUpperCase();
  return METHOD_DESCRIPTORS.filter(
    (descriptor) =>
      descriptor.instalments !== undefined &&
      options.paymentMethodTypes.includes(descriptor.type) &&
      (descriptor.countries === null || descriptor.countries.includes(country)) &&
      fitsAmount(descriptor, options.amount, options.currency),
  );
}
