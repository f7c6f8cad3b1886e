/**
 * The funnel page's arithmetic, apart from its drawing so it can be tested alone: the server's
 * rows (one per day and payment method) summed over the range, per day and per method, each
 * step's share of the step before it, and the failures by decline code.
 */

import { FUNNEL_STEPS } from '@payframe/core/telemetry';

/** The funnel's steps in the shopper's order; a checkout ends succeeded or failed. */
export const STEPS = FUNNEL_STEPS;
export type Step = (typeof STEPS)[number];

/** One row of `GET /dashboard/api/funnel`. */
export interface FunnelRow {
  date: string;
  payment_method_type: string;
  sessions: Partial<Record<Step, number>>;
  decline_codes: Record<string, number>;
}

export type Counts = Record<Step, number>;

/**
 * The step a step's rate is measured against. A next action is not every payment's, so the
 * outcomes are measured against the confirmations started, not against the next actions shown.
 */
export const BEFORE: Readonly<Record<Step, Step | null>> = {
  element_loaded: null,
  method_selected: 'element_loaded',
  form_completed: 'method_selected',
  confirm_started: 'form_completed',
  next_action_shown: 'confirm_started',
  payment_succeeded: 'confirm_started',
  payment_failed: 'confirm_started',
};

const zero = (): Counts => Object.fromEntries(STEPS.map((step) => [step, 0])) as Counts;

/** The sessions that reached each step, over the rows given. */
export function sumSteps(rows: readonly FunnelRow[]): Counts {
  const counts = zero();
  for (const row of rows) for (const step of STEPS) counts[step] += row.sessions[step] ?? 0;
  return counts;
}

/** A share, or null when there was nothing to divide by (shown as a dash, not 0%). */
export const rate = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

export interface StepLine {
  step: Step;
  sessions: number;
  /** Over the step before it (`BEFORE`); null for the first step or when the step before had none. */
  fromPrevious: number | null;
  /** Over the sessions that loaded an element. */
  ofLoaded: number | null;
}

/** The funnel as lines, one per step, with its two rates. */
export function stepLines(counts: Counts): StepLine[] {
  return STEPS.map((step) => {
    const before = BEFORE[step];
    return {
      step,
      sessions: counts[step],
      fromPrevious: before ? rate(counts[step], counts[before]) : null,
      ofLoaded: rate(counts[step], counts.element_loaded),
    };
  });
}

export interface Group {
  key: string;
  counts: Counts;
  /** Paid over loaded: the checkout's conversion. */
  conversion: number | null;
}

function groupBy(rows: readonly FunnelRow[], keyOf: (row: FunnelRow) => string): Group[] {
  const groups = new Map<string, FunnelRow[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return [...groups.entries()].map(([key, members]) => {
    const counts = sumSteps(members);
    return { key, counts, conversion: rate(counts.payment_succeeded, counts.element_loaded) };
  });
}

/** Per day, newest first. */
export const perDay = (rows: readonly FunnelRow[]): Group[] =>
  groupBy(rows, (row) => row.date).sort((a, b) => b.key.localeCompare(a.key));

/** Per payment method, the most loaded first (`unknown`: the shopper chose none). */
export const perMethod = (rows: readonly FunnelRow[]): Group[] =>
  groupBy(rows, (row) => row.payment_method_type).sort(
    (a, b) => b.counts.element_loaded - a.counts.element_loaded || a.key.localeCompare(b.key),
  );

/** Failures by decline code over the range, the most frequent first. */
export function declineCodes(rows: readonly FunnelRow[]): { code: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows)
    for (const [code, count] of Object.entries(row.decline_codes))
      counts.set(code, (counts.get(code) ?? 0) + count);
  return [...counts.entries()]
    .map(([code, count]) => ({ code, count }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
}
