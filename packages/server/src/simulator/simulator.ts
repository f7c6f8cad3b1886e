import {
  bacsDebitDates,
  calendarDaysUntil,
  DECLINE_MESSAGES,
  INTENT_ERRORS,
  methodDescriptor,
  type Settlement,
} from '@payframe/core';
import { randomToken } from '../kernel/ids.js';
import {
  acssMicrodepositsFail,
  type CardBehaviour,
  type CardDecline,
  lookupTestAcssAccount,
  lookupTestBacsAccount,
  lookupTestBecsAccount,
  lookupTestCard,
  lookupTestIban,
  lookupTestUsBankAccount,
} from './cards/index.js';
import {
  type AppPaymentRequest,
  type AppPaymentStarted,
  AUTHENTICATION_REQUIRED,
  type AuthorizeCardRequest,
  type AuthorizeCardResult,
  type BankDebitSettlement,
  type BankDebitStarted,
  type CardChecks,
  type DebitAccount,
  type Decline,
  type NetworkOutcome,
  type Processor,
  type RedirectPaymentResult,
  type RefundRequest,
  type RefundResult,
  type RefundSettlement,
  type RiskHint,
  type ThreeDSecureResult,
} from './processor.js';
import { chargeReference, simulateRefund, simulateRefundSettlement } from './refunds.js';
import { threeDSecureStep } from './three-d-secure-step.js';

/** How long a test debit (SEPA, BECS) stays `processing`; Stripe's "delayed" accounts take three minutes. */
export const SEPA_SETTLE_SECONDS = 3;
export const SEPA_DELAYED_SETTLE_SECONDS = 180;

/**
 * How long a test debit stays `processing`. A Bacs debit follows the Bacs working-day calendar
 * scaled down, one second for each calendar day until it would settle (docs/elements.md#bacs-working-days):
 * two seconds from Monday to Wednesday, four from Thursday or Friday, longer over bank holidays.
 */
export function testSettleSeconds(account: DebitAccount, now = new Date()): number {
  if (account.type !== 'bacs_debit') return SEPA_SETTLE_SECONDS;
  return Math.max(1, calendarDaysUntil(now, bacsDebitDates(now, false).settles));
}
/** How long the test banking app takes to answer a BLIK payment (real ones take a few seconds, at most a minute). */
export const APP_ANSWER_SECONDS = 2;

const CVC_BLOCKED: CardDecline = {
  code: 'incorrect_cvc',
  declineCode: 'incorrect_cvc',
  message: DECLINE_MESSAGES.incorrect_cvc,
  blocked: true,
};

const BANK_FAILURES: Record<string, string> = {
  insufficient_funds: "The customer's account has insufficient funds to cover this payment.",
  charge_exceeds_source_limit: 'This payment exceeds the volume limit of the bank account.',
  charge_exceeds_weekly_limit: 'This payment exceeds the weekly transaction limit of the bank account.',
  charge_exceeds_transaction_limit: 'This payment exceeds the per-payment limit of the bank account.',
  generic_decline: "The customer's bank could not process this payment.",
  account_closed: "The customer's bank account has been closed.",
  no_account: "The customer's bank account could not be located.",
  refer_to_customer: "The customer's bank refused this payment: the customer should contact their bank.",
  debit_not_authorized: 'The customer notified their bank that this payment was unauthorized.',
  invalid_currency: "The bank account cannot be debited in this payment's currency.",
};

/** What a debit from this account does in test mode, by its scheme's test bank and account numbers. */
function testDebitAccount(account: DebitAccount) {
  switch (account.type) {
    case 'sepa_debit':
      return lookupTestIban(account.iban);
    case 'us_bank_account':
      return lookupTestUsBankAccount(account.routingNumber, account.accountNumber);
    case 'au_becs_debit':
      return lookupTestBecsAccount(account.bsbNumber, account.accountNumber);
    case 'acss_debit':
      return lookupTestAcssAccount(account.institutionNumber, account.transitNumber, account.accountNumber);
    case 'bacs_debit':
      return lookupTestBacsAccount(account.sortCode, account.accountNumber);
  }
}

/** Whether the issuer of this card demands 3-D Secure for this authorization. */
function checksFor(behaviour: CardBehaviour, request: AuthorizeCardRequest): CardChecks {
  const { card } = request;
  return {
    cvc_check: card.cvcProvided ? behaviour.checks.cvc : null,
    address_postal_code_check: card.postalCode ? behaviour.checks.postalCode : null,
    address_line1_check: card.addressLine1 ? behaviour.checks.line1 : null,
  };
}

function approved(behaviour: CardBehaviour): NetworkOutcome {
  return {
    network_status: 'approved_by_network',
    type: 'authorized',
    reason: null,
    risk_level: behaviour.risk.level,
    risk_score: behaviour.risk.score,
    seller_message: 'Payment complete.',
  };
}

function declinedOutcome(behaviour: CardBehaviour, decline: CardDecline | Decline): NetworkOutcome {
  const blocked = 'blocked' in decline && decline.blocked === true;
  const reason = decline.declineCode ?? decline.code;
  return {
    network_status: blocked ? 'not_sent_to_network' : 'declined_by_network',
    type: blocked ? 'blocked' : 'issuer_declined',
    reason: blocked ? (behaviour.risk.level === 'highest' ? 'highest_risk_level' : 'rule') : reason,
    risk_level: behaviour.risk.level,
    risk_score: behaviour.risk.score,
    seller_message: blocked
      ? 'Payframe blocked this payment as too risky.'
      : reason === 'generic_decline'
        ? 'The bank did not return any further details with this decline.'
        : `The bank returned the decline code \`${reason}\`.`,
  };
}

function asDecline(decline: CardDecline | Decline): Decline {
  return { code: decline.code, declineCode: decline.declineCode, message: decline.message };
}

/**
 * The test-mode processor. Every answer follows from the card number (Stripe's public test
 * cards), the IBAN (test IBANs) or what the shopper did on a hosted test page; nothing is
 * random but the references.
 */
export class Simulator implements Processor {
  readonly name = 'simulator';

  browserAuthentication(card: { number: string }): 'challenge' | 'frictionless' {
    return lookupTestCard(card.number).behaviour.threeDSecure === 'frictionless'
      ? 'frictionless'
      : 'challenge';
  }

  riskHint(card: { number: string }): RiskHint | null {
    const { behaviour } = lookupTestCard(card.number);
    if (!behaviour.radar?.fixedRisk) return null;
    return { ...behaviour.risk, review: behaviour.radar.review === true };
  }

  async authorizeCard(request: AuthorizeCardRequest): Promise<AuthorizeCardResult> {
    const card = lookupTestCard(request.card.number);
    const { behaviour } = card;
    const network = card.networks[0] ?? card.brand;
    const checks = checksFor(behaviour, request);
    const step = threeDSecureStep(behaviour, request);
    if (step.kind === 'challenge') return { status: 'requires_authentication' };
    const threeDSecure = step.kind === 'done' ? step.result : null;
    const decline =
      step.kind === 'decline'
        ? step.decline
        : request.purpose === 'setup' && behaviour.attachable
          ? null
          : (behaviour.decline ?? (checks.cvc_check === 'fail' ? CVC_BLOCKED : null));
    if (decline) {
      return {
        status: 'declined',
        decline: asDecline(decline),
        network,
        checks,
        threeDSecure,
        outcome: declinedOutcome(behaviour, decline),
      };
    }
    const warning = request.purpose === 'payment' ? behaviour.radar?.earlyFraudWarning : undefined;
    return {
      status: 'authorized',
      reference: chargeReference(behaviour),
      ...(warning ? { earlyFraudWarning: warning } : {}),
      network,
      checks,
      threeDSecure,
      outcome: approved(behaviour),
    };
  }

  async capture(): Promise<void> {}

  async release(): Promise<void> {}

  async refund(request: RefundRequest): Promise<RefundResult> {
    return simulateRefund(request);
  }

  async settleRefund(request: { data: Record<string, unknown> }): Promise<RefundSettlement> {
    return simulateRefundSettlement(request.data);
  }

  async debitBankAccount(request: {
    account: DebitAccount;
    settlement: Settlement;
  }): Promise<BankDebitStarted> {
    const { account } = request;
    const test = testDebitAccount(account);
    const behaviour = request.settlement === 'can_fail_later' ? test.behaviour : 'succeeds';
    const revokes = 'mandate' in test && test.mandate !== null;
    return {
      reference: `sim_${randomToken(20)}`,
      data: { behaviour, failureCode: test.failureCode, ...(revokes ? { revokesMandate: true } : {}) },
      settleAfterSeconds: test.delayed ? SEPA_DELAYED_SETTLE_SECONDS : testSettleSeconds(account),
    };
  }

  async settleBankDebit(request: { data: Record<string, unknown> }): Promise<BankDebitSettlement> {
    if (request.data.behaviour !== 'fails_later') return { status: 'succeeded' };
    const code = typeof request.data.failureCode === 'string' ? request.data.failureCode : 'generic_decline';
    return {
      status: 'failed',
      decline: { code, declineCode: code, message: BANK_FAILURES[code] ?? BANK_FAILURES.generic_decline! },
      ...(request.data.revokesMandate === true ? { revokesMandate: true } : {}),
    };
  }

  /** The test bank accepts every mandate but those of Stripe's "mandate refused" test accounts. */
  async registerMandate(request: { account: DebitAccount }): Promise<{ status: 'accepted' | 'refused' }> {
    const test = testDebitAccount(request.account);
    return { status: 'mandate' in test && test.mandate === 'refused' ? 'refused' : 'accepted' };
  }

  /** The test bank takes microdeposits for every account but the test account that refuses them. */
  async sendMicrodeposits(request: { account: DebitAccount }): Promise<{ sent: boolean }> {
    const { account } = request;
    if (account.type !== 'acss_debit') return { sent: true };
    return {
      sent: !acssMicrodepositsFail(account.institutionNumber, account.transitNumber, account.accountNumber),
    };
  }

  /**
   * The test banking app answers a few seconds after the payment is sent: as the method's test
   * outcomes say for the code (BLIK's failing test codes), else approved.
   */
  async startAppPayment(request: AppPaymentRequest): Promise<AppPaymentStarted> {
    const outcome = methodDescriptor(request.type)?.testOutcomes.find(
      ({ input }) => 'field' in input && input.field === 'blik_code' && input.value === request.code,
    );
    const answer =
      !outcome || outcome.status === 'succeeded'
        ? 'approve'
        : outcome.code === 'payment_intent_payment_attempt_expired'
          ? 'expire'
          : 'fail';
    return { answerAfterSeconds: APP_ANSWER_SECONDS, outcome: answer };
  }

  async completeRedirectPayment(request: { approved: boolean }): Promise<RedirectPaymentResult> {
    if (request.approved) return { status: 'authorized', reference: `sim_${randomToken(20)}` };
    return {
      status: 'failed',
      decline: {
        code: 'payment_intent_authentication_failure',
        declineCode: null,
        message: INTENT_ERRORS.payment_intent_authentication_failure,
      },
    };
  }
}
