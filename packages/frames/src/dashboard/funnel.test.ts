import { describe, expect, it } from 'vitest';
import { declineCodes, type FunnelRow, perDay, perMethod, rate, stepLines, sumSteps } from './funnel.js';

const ROWS: FunnelRow[] = [
  {
    date: '2026-11-25',
    payment_method_type: 'card',
    sessions: {
      element_loaded: 4,
      method_selected: 4,
      form_completed: 3,
      confirm_started: 2,
      next_action_shown: 1,
      payment_succeeded: 1,
      payment_failed: 1,
    },
    decline_codes: { insufficient_funds: 1 },
  },
  {
    date: '2026-11-26',
    payment_method_type: 'card',
    sessions: {
      element_loaded: 2,
      method_selected: 2,
      form_completed: 2,
      confirm_started: 2,
      payment_succeeded: 1,
      payment_failed: 1,
    },
    decline_codes: { card_declined: 1 },
  },
  {
    date: '2026-11-26',
    payment_method_type: 'unknown',
    sessions: { element_loaded: 2 },
    decline_codes: {},
  },
  {
    date: '2026-11-26',
    payment_method_type: 'ideal',
    sessions: { element_loaded: 1, method_selected: 1, payment_failed: 1 },
    decline_codes: { insufficient_funds: 1 },
  },
];

describe("the funnel page's computations", () => {
  it('sums the steps over the range, a missing step counting as none', () => {
    expect(sumSteps(ROWS)).toEqual({
      element_loaded: 9,
      method_selected: 7,
      form_completed: 5,
      confirm_started: 4,
      next_action_shown: 1,
      payment_succeeded: 2,
      payment_failed: 3,
    });
    expect(sumSteps([])).toMatchObject({ element_loaded: 0, payment_succeeded: 0 });
  });

  it('rates each step against the one before it, and the outcomes against the confirmations', () => {
    const lines = stepLines(sumSteps(ROWS.slice(0, 2)));
    const line = (step: string) => lines.find((l) => l.step === step)!;
    expect(line('element_loaded')).toEqual({
      step: 'element_loaded',
      sessions: 6,
      fromPrevious: null,
      ofLoaded: 1,
    });
    expect(line('form_completed').fromPrevious).toBeCloseTo(5 / 6);
    expect(line('confirm_started').fromPrevious).toBeCloseTo(4 / 5);
    expect(line('next_action_shown').fromPrevious).toBe(1 / 4);
    expect(line('payment_succeeded').fromPrevious).toBe(2 / 4);
    expect(line('payment_failed').fromPrevious).toBe(2 / 4);
    expect(line('payment_succeeded').ofLoaded).toBe(2 / 6);
  });

  it('gives no rate where there was nothing to divide by', () => {
    expect(rate(0, 0)).toBeNull();
    const lines = stepLines(sumSteps([]));
    expect(lines.every((l) => l.fromPrevious === null && l.ofLoaded === null)).toBe(true);
  });

  it('groups per day (newest first) and per method (most loaded first), with the conversion', () => {
    expect(perDay(ROWS).map((g) => [g.key, g.counts.element_loaded, g.conversion])).toEqual([
      ['2026-11-26', 5, 1 / 5],
      ['2026-11-25', 4, 1 / 4],
    ]);
    expect(perMethod(ROWS).map((g) => [g.key, g.counts.element_loaded, g.conversion])).toEqual([
      ['card', 6, 2 / 6],
      ['unknown', 2, 0],
      ['ideal', 1, 0],
    ]);
  });

  it('counts the failures by decline code over every day and method', () => {
    expect(declineCodes(ROWS)).toEqual([
      { code: 'insufficient_funds', count: 2 },
      { code: 'card_declined', count: 1 },
    ]);
    expect(declineCodes([])).toEqual([]);
  });
});
