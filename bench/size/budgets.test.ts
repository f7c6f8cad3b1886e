import { describe, expect, it } from 'vitest';
import { budgetTable, checkBudgets, SIZE_BUDGETS, type SizeBudget, unbudgeted } from './budgets.js';

const BUDGETS: SizeBudget[] = [
  { name: 'payframe.js', limit: 1000, target: 1000 },
  { name: 'payment', limit: 2000, target: 1500 },
  { name: 'card', limit: 3000 },
];

describe('size budgets', () => {
  it('passes sizes at or under the limit and fails those over it or not measured', () => {
    const results = checkBudgets(
      new Map([
        ['payframe.js', 1000],
        ['payment', 2001],
      ]),
      BUDGETS,
    );
    expect(results.map(({ budget, ok }) => [budget.name, ok])).toEqual([
      ['payframe.js', true],
      ['payment', false],
      ['card', false],
    ]);
  });

  it('prints OVER on a failing line and how far each size is from its target', () => {
    const table = budgetTable(
      checkBudgets(
        new Map([
          ['payframe.js', 900],
          ['payment', 2048],
          ['card', 100],
        ]),
        BUDGETS,
      ),
    );
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^budget\s+gzipped\s+limit\s+status\s+target\s+to target$/);
    expect(lines.find((line) => line.startsWith('payframe.js'))).toMatch(/ok\s+0\.98 KB\s+met$/);
    expect(lines.find((line) => line.startsWith('payment'))).toMatch(/OVER\s+1\.46 KB\s+0\.54 KB over$/);
    expect(lines.find((line) => line.startsWith('card'))).toMatch(/ok\s+-$/);
  });

  it('names measured frames that have no budget', () => {
    expect(
      unbudgeted(
        new Map([
          ['payment', 1],
          ['expressCheckout', 1],
        ]),
        BUDGETS,
      ),
    ).toEqual(['expressCheckout']);
  });

  it('gives every budget a limit and names each budget once', () => {
    // A limit may sit under its target: once a target is met, the limit holds what was reached.
    for (const budget of SIZE_BUDGETS) expect(budget.limit).toBeGreaterThan(0);
    expect(new Set(SIZE_BUDGETS.map((budget) => budget.name)).size).toBe(SIZE_BUDGETS.length);
  });
});
