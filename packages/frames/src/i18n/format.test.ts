import { describe, expect, it } from 'vitest';
import { argumentNames, formatTemplate } from './format.js';

describe('formatTemplate', () => {
  it('fills simple arguments and leaves unknown ones', () => {
    expect(formatTemplate('Pay {merchant} {x}', { merchant: 'Café' })).toBe('Pay Café {x}');
  });

  it('writes numbers in the message language', () => {
    expect(formatTemplate('{n} items', { n: 1234.5 }, 'de')).toBe('1.234,5 items');
    expect(formatTemplate('{n}', { n: 3 }, 'ar-EG')).toBe(new Intl.NumberFormat('ar-EG').format(3));
  });

  it('chooses plural forms by the language rules, exact matches first', () => {
    const template =
      '{count, plural, =0 {none} one {# attempt} two {two attempts} few {# few} other {# attempts}}';
    expect(formatTemplate(template, { count: 0 }, 'en')).toBe('none');
    expect(formatTemplate(template, { count: 1 }, 'en')).toBe('1 attempt');
    expect(formatTemplate(template, { count: 2 }, 'en')).toBe('2 attempts');
    expect(formatTemplate(template, { count: 2 }, 'ar')).toBe('two attempts');
    expect(formatTemplate(template, { count: 3 }, 'ar')).toBe(`${new Intl.NumberFormat('ar').format(3)} few`);
  });

  it('chooses select branches and nests arguments', () => {
    const template = '{kind, select, card {Card {last4}} other {Account}}';
    expect(formatTemplate(template, { kind: 'card', last4: '4242' })).toBe('Card 4242');
    expect(formatTemplate(template, { kind: 'bank' })).toBe('Account');
  });

  it('names the arguments a message uses', () => {
    expect(argumentNames('{count, plural, one {# of {amount}} other {# of {amount}}} with {method}')).toEqual(
      ['amount', 'count', 'method'],
    );
  });
});
