export * from './controller.js';
export * from './currency-minimums.js';
export * from './elements.js';
export * from './link.js';
export * from './three-ds.js';
