export {
  type AuthenticationDemand,
  type CardBehaviour,
  type CardDecline,
  type CheckOutcome,
  type DeclineErrorCode,
  type DeclineReason,
  decline,
  type TestCard,
  type ThreeDSecureFlow,
} from './behaviour.js';
export {
  type CardBrand,
  detectBrand,
  isValidCardNumber,
  isValidCvc,
  normalizeCardNumber,
  passesLuhn,
} from './card-numbers.js';
export {
  acssMicrodepositsFail,
  bacsAccountUnusable,
  lookupTestAcssAccount,
  lookupTestBacsAccount,
} from './test-bank-numbers.js';
export { lookupTestBecsAccount, type TestBecsAccount } from './test-becs.js';
export { lookupTestCard, TEST_CARD_NUMBERS } from './test-cards.js';
export { lookupTestIban, TEST_IBANS, type TestIban, testIbanForId } from './test-ibans.js';
export { TEST_CARD_IDS, testCardNumberForId } from './test-ids.js';
export { lookupTestUsBankAccount } from './test-us-bank.js';
