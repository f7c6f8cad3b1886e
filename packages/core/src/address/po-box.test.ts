import { describe, expect, it } from 'vitest';
import { isPoBox } from './po-box.js';

describe('isPoBox', () => {
  it.each([
    ['PO Box 123', 'US', true],
    ['P.O. Box 42', 'US', true],
    ['p o box 9', 'GB', true],
    ['Post Office Box 7', 'CA', true],
    ['POB 12', 'US', true],
    ['Box 55', 'US', true],
    ['Postfach 10 01 01', 'DE', true],
    ['Postbus 123', 'NL', true],
    ['Boîte postale 12', 'FR', true],
    ['BP 1234', 'FR', true],
    ['Apartado de Correos 5', 'ES', true],
    ['Casella Postale 3', 'IT', true],
    ['Caixa Postal 100', 'BR', true],
    ['Locked Bag 3', 'AU', true],
    ['私書箱 12', 'JP', true],
    ['1 Infinite Loop', 'US', false],
    ['Boxwood Road 4', 'US', false],
    ['Postfach 10', 'US', false],
    ['Pobrezie 3', 'SK', false],
  ])('%s in %s -> %s', (line, country, expected) => {
    expect(isPoBox(line, country)).toBe(expected);
  });
});
