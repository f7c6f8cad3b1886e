import { FUNNEL_STEPS, type FunnelStep } from '@payframe/core/telemetry';
import type { StoredEvent } from './store.js';

/** One day's funnel for one payment method: how many checkout sessions reached each step. */
export interface FunnelRow {
  object: 'payframe.funnel_day';
  /** The day the session started (UTC, YYYY-MM-DD). */
  date: string;
  /** The method the shopper chose last (`unknown` when they chose none). */
  payment_method_type: string;
  sessions: Record<FunnelStep, number>;
  /** Sessions that paid, over sessions that loaded an element (0 when none loaded). */
  conversion_rate: number;
  /** Failed payments by decline code (or `error_code` when the failure had none). */
  decline_codes: Record<string, number>;
}

interface Session {
  started: number;
  method: string | null;
  steps: Set<string>;
  declines: string[];
}

/**
 * Builds the conversion funnel from raw events: each checkout session counts once per step it
 * reached, under the day it started and the payment method it ended on.
 */
export function buildFunnel(events: readonly StoredEvent[]): FunnelRow[] {
  const sessions = new Map<string, Session>();
  for (const event of events) {
    const session = sessions.get(event.session) ?? {
      started: event.created,
      method: null,
      steps: new Set<string>(),
      declines: [],
    };
    sessions.set(event.session, session);
    if (event.payment_method_type && event.name !== 'element_loaded')
      session.method = event.payment_method_type;
    session.steps.add(event.name);
    if (event.name === 'payment_failed') session.declines.push(event.decline_code ?? 'unknown');
  }
  const rows = new Map<string, FunnelRow>();
  for (const session of sessions.values()) {
    const date = new Date(session.started * 1000).toISOString().slice(0, 10);
    const method = session.method ?? 'unknown';
    const key = `${date} ${method}`;
    const row = rows.get(key) ?? emptyRow(date, method);
    rows.set(key, row);
    for (const step of FUNNEL_STEPS) if (session.steps.has(step)) row.sessions[step] += 1;
    for (const code of session.declines) row.decline_codes[code] = (row.decline_codes[code] ?? 0) + 1;
  }
  for (const row of rows.values()) {
    const loaded = row.sessions.element_loaded;
    row.conversion_rate =
      loaded === 0 ? 0 : Math.round((row.sessions.payment_succeeded / loaded) * 10_000) / 10_000;
  }
  return [...rows.values()].sort((a, b) =>
    a.date === b.date
      ? a.payment_method_type.localeCompare(b.payment_method_type)
      : b.date.localeCompare(a.date),
  );
}

function emptyRow(date: string, method: string): FunnelRow {
  const sessions = Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as Record<FunnelStep, number>;
  return {
    object: 'payframe.funnel_day',
    date,
    payment_method_type: method,
    sessions,
    conversion_rate: 0,
    decline_codes: {},
  };
}
