import { describe, expect, it } from 'vitest';
import { funnelSteps } from './element-events.js';

describe('funnel steps of element changes', () => {
  it('reports each new method once and each completion once', () => {
    const steps = funnelSteps();
    const change = (type: string, complete: boolean) => ({
      elementType: 'payment',
      complete,
      empty: false,
      value: { type },
    });
    expect(steps(change('card', false))).toEqual([{ name: 'method_selected', paymentMethodType: 'card' }]);
    expect(steps(change('card', false))).toEqual([]);
    expect(steps(change('card', true))).toEqual([{ name: 'form_completed', paymentMethodType: 'card' }]);
    expect(steps(change('card', true))).toEqual([]);
    expect(steps(change('ideal', false))).toEqual([{ name: 'method_selected', paymentMethodType: 'ideal' }]);
  });

  it('knows the card element as a card form', () => {
    const steps = funnelSteps();
    expect(
      steps({ elementType: 'card', complete: true, empty: false, value: { postalCode: '42424' } }),
    ).toEqual([{ name: 'form_completed', paymentMethodType: 'card' }]);
  });
});
