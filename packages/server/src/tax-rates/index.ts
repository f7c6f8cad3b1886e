export {
  dynamicRateFor,
  exclusiveSum,
  lineTaxes,
  shareOut,
  type TaxAmount,
  type TaxRegion,
  taxesByRate,
  taxSum,
} from './tax-math.js';
export type { TaxRate } from './tax-rate.js';
export { activeTaxRates, getTaxRate, taxRateRoutes } from './tax-rate-routes.js';
