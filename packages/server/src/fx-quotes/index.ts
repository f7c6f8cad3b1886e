export type { FxQuote } from './fx-quote.js';
export { createFxQuote, fxQuoteRoutes, getFxQuote } from './routes.js';
export { isQuotableCurrency } from './test-rates.js';
