export * from './controller.js';
export * from './currency-conversion.js';
export * from './currency-decimals.js';
export * from './currency-minimums.js';
export * from './elements.js';
export * from './link.js';
export * from './local-currency.js';
export * from './three-ds.js';
