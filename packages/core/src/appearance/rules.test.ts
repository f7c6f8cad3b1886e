import { describe, expect, it } from 'vitest';
import { isSupportedSelector, parseRuleSelector } from './rules.js';

describe('rule selectors', () => {
  it.each([
    ['.Input', true],
    ['.Input:hover', true],
    ['.Input--invalid', true],
    ['.Input--invalid:focus', true],
    ['.Input::placeholder', true],
    ['.Input:autofill', true],
    ['.Input:-webkit-autofill', true],
    ['.Input--invalid:-webkit-autofill', true],
    ['.Tab:-webkit-autofill', false],
    ['.Tab', true],
    ['.Tab--selected', true],
    ['.Tab--selected:hover', true],
    ['.TabIcon--selected', true],
    ['.Label--floating', true],
    ['.Error', true],
    ['.Block', true],
    ['.PickerItem--selected', true],
    ['.PickerItem--highlight:hover', true],
    ['.CheckboxInput--checked', true],
    ['.AccordionItem--selected', true],
    ['.DropdownItem--highlight', true],
    ['.Tab::placeholder', false],
    ['.Error:hover', false],
    ['.Input--selected', false],
    ['.Nope', false],
    ['Input', false],
    ['.Input, .Label', false],
    ['.Input > .Label', false],
    ['#Input', false],
  ])('%s supported: %s', (selector, supported) => {
    expect(isSupportedSelector(selector)).toBe(supported);
  });

  it('splits a selector into class, states and pseudo-classes', () => {
    expect(parseRuleSelector('.Tab--selected:hover:focus')).toEqual({
      className: '.Tab',
      states: ['--selected'],
      pseudoClasses: [':hover', ':focus'],
      pseudoElement: undefined,
    });
  });
});
