import { invalidRequest } from '../kernel/errors.js';
import type { Processor } from './processor.js';

const NOT_CONFIGURED =
  'No payment processor is configured for live mode on this Payframe server, so live payments cannot be made. Use your test keys (sk_test_...) to pay with the test-mode simulator.';

/** What live keys get until a real processor is plugged in: every call is a clear refusal. */
export class UnconfiguredProcessor implements Processor {
  readonly name = 'none';

  #refuse(): never {
    throw invalidRequest(NOT_CONFIGURED);
  }

  authorizeCard = async () => this.#refuse();
  capture = async () => this.#refuse();
  release = async () => this.#refuse();
  refund = async () => this.#refuse();
  settleRefund = async () => this.#refuse();
  debitBankAccount = async () => this.#refuse();
  settleBankDebit = async () => this.#refuse();
  registerMandate = async () => this.#refuse();
  sendMicrodeposits = async () => this.#refuse();
  completeRedirectPayment = async () => this.#refuse();
  startAppPayment = async () => this.#refuse();
}
