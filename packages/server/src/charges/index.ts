export { formatAmount, isZeroDecimal, MAXIMUM_AMOUNT, minimumAmount } from './amounts.js';
export {
  auBecsDebitDetails,
  type Charge,
  type ChargeInput,
  type ChargeOutcome,
  capturedCharge,
  cardDetails,
  chargeOutcome,
  debitDetails,
  newCharge,
  redirectDetails,
  sepaDebitDetails,
  withRefund,
} from './charge.js';
export { money } from './money.js';
export { chargeRoutes } from './routes.js';
export { getCharge, insertCharge, processorRef, saveCharge } from './store.js';
