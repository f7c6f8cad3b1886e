export type { FxQuote } from './fx-quote.js';
export { createFxQuote, fxQuoteRoutes, getFxQuote } from './routes.js';
export { isQuotableCurrency, TEST_USD_PER_UNIT } from './test-rates.js';
