import { validateLayout } from '@payframe/core';
import { describe, expect, it } from 'vitest';
import {
  initialSelection,
  orderMethodTypes,
  resolveLayout,
  visibleAccordionItems,
  visibleTabs,
} from './layout.js';

const layout = (value: unknown) => {
  const result = validateLayout(value);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};
const known = (type: string) => ['card', 'sepa_debit', 'ideal'].includes(type);

describe('orderMethodTypes', () => {
  it('keeps the session order and drops types this build cannot render', () => {
    expect(orderMethodTypes(['ideal', 'card', 'klarna', 'sepa_debit'], [], known)).toEqual([
      'ideal',
      'card',
      'sepa_debit',
    ]);
  });

  it('puts paymentMethodOrder first', () => {
    expect(orderMethodTypes(['card', 'sepa_debit', 'ideal'], ['ideal', 'paypal'], known)).toEqual([
      'ideal',
      'card',
      'sepa_debit',
    ]);
  });
});

describe('resolveLayout and initialSelection', () => {
  it('defaults to tabs with the first method selected', () => {
    const value = layout(undefined);
    expect(resolveLayout(value, 3, 500)).toBe('tabs');
    expect(initialSelection(['card', 'ideal'], value, 'tabs')).toBe('card');
  });

  it('auto uses the accordion on narrow frames', () => {
    expect(resolveLayout(layout('auto'), 3, 320)).toBe('accordion');
    expect(resolveLayout(layout('auto'), 3, 600)).toBe('tabs');
  });

  it('a collapsed accordion starts with nothing selected', () => {
    const value = layout({ type: 'accordion', defaultCollapsed: true });
    expect(initialSelection(['card', 'ideal'], value, 'accordion')).toBeNull();
    expect(initialSelection(['card'], layout({ type: 'tabs', defaultCollapsed: true }), 'tabs')).toBe('card');
  });
});

describe('visibleAccordionItems', () => {
  const types = ['card', 'sepa_debit', 'ideal', 'bancontact'];
  it.each([
    [2, null, false, ['card', 'sepa_debit'], 2],
    [2, 'ideal', false, ['card', 'ideal'], 2],
    [0, null, false, types, 0],
    [2, null, true, types, 0],
    [5, null, false, types, 0],
  ])('count %i, selected %s, expanded %s', (count, selected, expanded, visible, hidden) => {
    expect(visibleAccordionItems(types, count, selected, expanded)).toEqual({ visible, hidden });
  });
});

describe('visibleTabs', () => {
  it('shows up to four tabs, then three and a menu, keeping the selected one', () => {
    expect(visibleTabs(['a', 'b', 'c'], 'a')).toEqual({ tabs: ['a', 'b', 'c'], more: [] });
    expect(visibleTabs(['a', 'b', 'c', 'd', 'e'], 'e')).toEqual({ tabs: ['a', 'b', 'e'], more: ['c', 'd'] });
  });
});
