/**
 * Currencies: their decimals, a settlement amount converted for presentment, and the
 * currency a shopper's country pays in. A subpath of its own, so only what converts carries it.
 */
export * from './conversion.js';
export * from './decimals.js';
export * from './local-currency.js';
