import { instalmentSchedule, type MethodDescriptor, smallestInstalment } from '@payframe/core/methods';
import { formatQrAmount } from '../challenge/qr-amount.js';
import type { MessageId } from '../i18n/messages/en.js';

/** One line of the messaging element: the message id and its parameters (formatted in the frame's language). */
export interface PlanLine {
  id: MessageId;
  params: Record<string, string>;
}

/** The message of a count, by the language's plural rule (`one` or `other`, the only forms the catalogues hold). */
export function pluralForm(lang: string, count: number): 'one' | 'other' {
  try {
    return new Intl.PluralRules(lang).select(count) === 'one' ? 'one' : 'other';
  } catch {
    return count === 1 ? 'one' : 'other';
  }
}

function countText(lang: string, count: number): string {
  try {
    return new Intl.NumberFormat(lang).format(count);
  } catch {
    return String(count);
  }
}

/**
 * What the element says of a method for a price: "4 interest-free payments of $25.00" for a
 * pay in 4 plan, "As low as $8.33/mo" for monthly payments (the smallest payment of the plan).
 */
export function planLine(
  descriptor: MethodDescriptor,
  amount: number,
  currency: string,
  lang: string,
  method: string,
): PlanLine | null {
  const plan = descriptor.instalments;
  if (!plan) return null;
  const each = formatQrAmount(smallestInstalment(plan, amount), currency, lang);
  if (plan.kind === 'monthly') return { id: 'messaging.monthly', params: { amount: each, method } };
  return {
    id: `messaging.payIn.${pluralForm(lang, plan.count)}`,
    params: { count: countText(lang, plan.count), amount: each, method },
  };
}

/** A payment of the modal's schedule as the shopper reads it: the day in their language, and the amount. */
export interface ScheduleRow {
  date: string;
  amount: string;
}

export function scheduleRows(
  descriptor: MethodDescriptor,
  amount: number,
  currency: string,
  lang: string,
  today: Date,
): ScheduleRow[] {
  if (!descriptor.instalments) return [];
  // Pay in 4 is over within six weeks: the day and month say when; a year of months, the month and year.
  const monthly = descriptor.instalments.kind === 'monthly';
  const day = new Intl.DateTimeFormat(lang, {
    month: 'short',
    ...(monthly ? { year: 'numeric' } : { day: 'numeric' }),
    timeZone: 'UTC',
  });
  return instalmentSchedule(descriptor.instalments, amount, today).map((payment) => ({
    date: day.format(new Date(`${payment.date}T00:00:00Z`)),
    amount: formatQrAmount(payment.amount, currency, lang),
  }));
}

export { countText };
