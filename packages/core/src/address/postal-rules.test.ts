import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './data/countries.js';
import { POSTAL_RULES } from './data/postal-rules.js';
import { postalRulesOf } from './postal-rules.js';

describe('postal rules', () => {
  it('are the country table’s own (regenerate both with generate:countries)', () => {
    expect(POSTAL_RULES).toEqual(postalRulesOf(COUNTRIES));
  });

  it('list every region of the table, sorted', () => {
    expect(Object.keys(POSTAL_RULES.patterns)).toEqual(Object.keys(COUNTRIES).sort());
  });
});
