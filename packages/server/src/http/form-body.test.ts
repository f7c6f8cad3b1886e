import { describe, expect, it } from 'vitest';
import { parseForm } from './form-body.js';

describe('parseForm', () => {
  it.each([
    ['a=1&b=two', { a: '1', b: 'two' }],
    ['metadata[order]=1&metadata[note]=', { metadata: { order: '1', note: '' } }],
    ['expand[]=customer&expand[]=latest_charge', { expand: ['customer', 'latest_charge'] }],
    [
      'payment_method_types[0]=card&payment_method_types[1]=sepa_debit',
      { payment_method_types: ['card', 'sepa_debit'] },
    ],
    ['a[b][c][d]=deep', { a: { b: { c: { d: 'deep' } } } }],
    ['name=Jos%C3%A9+Mar%C3%ADa', { name: 'José María' }],
    ['items[0][price]=p1&items[0][quantity]=2', { items: [{ price: 'p1', quantity: '2' }] }],
  ])('%s', (body, expected) => {
    expect(parseForm(body)).toEqual(expected);
  });

  it('does not let a key reach the prototype', () => {
    const parsed = parseForm('__proto__[admin]=1&constructor[prototype][x]=1');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(parsed.admin).toBeUndefined();
  });
});
