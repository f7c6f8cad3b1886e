export { bankAccountVerified, type VerificationMethod, verificationMethodOf } from './bank-verified.js';
export { type CheckOutcome, checkAnswer, type MicrodepositAnswer, type VerificationError } from './check.js';
export { microdepositsNextAction } from './next-action.js';
export { sendMicrodeposits } from './send.js';
export {
  isVerifiedByMicrodeposits,
  MAX_ATTEMPTS,
  saveVerification,
  startVerification,
  TEST_AMOUNTS,
  TEST_DESCRIPTOR_CODE,
  type Verification,
  verificationById,
  verificationOfIntent,
} from './verification.js';
