import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { p, parseParams } from './params.js';

const schema = p.object({
  type: p.oneOf(['card', 'sepa_debit']),
  amount: p.integer,
  card: p.object({ network: p.oneOf(['visa', 'mastercard']) }).optional(),
});

function errorOf(raw: unknown): ApiError {
  try {
    parseParams(schema, raw);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the parameters to be refused');
}

describe('parseParams', () => {
  it.each([
    [{ amount: '1' }, 'type'],
    [{ type: 'card' }, 'amount'],
    [{ type: 'card', amount: '1', card: {} }, 'card[network]'],
  ])('names a missing required parameter, enum or not: %j', (raw, param) => {
    const error = errorOf(raw);
    expect(error.toJSON().error).toMatchObject({
      type: 'invalid_request_error',
      code: 'parameter_missing',
      param,
      message: `Missing required param: ${param}.`,
    });
  });

  it('lists the allowed values of an enum given a wrong one', () => {
    const error = errorOf({ type: 'cash', amount: '1' });
    expect(error.toJSON().error).toMatchObject({
      code: 'parameter_invalid',
      param: 'type',
      message: 'Invalid type: must be one of card, or sepa_debit',
    });
  });

  it('refuses an unknown parameter by its bracket path', () => {
    const error = errorOf({ type: 'card', amount: '1', card: { network: 'visa', colour: 'red' } });
    expect(error.toJSON().error).toMatchObject({
      code: 'parameter_unknown',
      param: 'card[colour]',
    });
  });

  it('reads form strings as numbers', () => {
    expect(parseParams(schema, { type: 'card', amount: '1200' })).toEqual({ type: 'card', amount: 1200 });
  });
});

describe('p.number', () => {
  const dims = p.object({ weight: p.number });

  it('reads a decimal from a form value or a JSON number', () => {
    expect(parseParams(dims, { weight: '20.5' })).toEqual({ weight: 20.5 });
    expect(parseParams(dims, { weight: 3 })).toEqual({ weight: 3 });
  });

  it('refuses what is not a decimal, naming the parameter', () => {
    expect(() => parseParams(dims, { weight: '1e3' })).toThrow('Invalid decimal: 1e3');
  });
});
