import { currencyDecimals } from '@payframe/core/currencies';
import { TEST_USD_PER_UNIT } from '../fx-quotes/index.js';
import { resourceMissing } from '../kernel/errors.js';
import type { ClientInfo, ServiceContext } from '../kernel/service-context.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import {
  type AttributeValues,
  type CaptchaSignal,
  decideRules,
  emailDomain,
  isDisposableEmail,
  type RiskAssessment,
  type RiskSignals,
  type RuleVerdict,
} from '../risk/index.js';
import type { CardChecks, CardInput, RiskHint, ThreeDSecureResult } from '../simulator/index.js';
import { type RiskData, readRiskData } from './risk-read.js';
import { activeRules } from './rule-store.js';
import type { SessionDetails } from './sessions.js';

export interface RiskInput {
  amount: number;
  currency: string;
  card: CardInput;
  pm: PaymentMethod;
  email: string | null;
  customer: string | null;
  shippingCountry: string | null;
  offSession: boolean;
  /** Who confirmed (the request's, or the one kept with a 3-D Secure challenge). */
  client: ClientInfo | null;
  /** The browser session the confirmation named (`radar_options[session]`). */
  session: string | null;
  /** The processor's fixed evaluation of this card (Radar's test cards), replacing the engine's. */
  hint: RiskHint | null;
  /** The passive captcha's word on a browser's confirmation (docs/radar.md#captcha). */
  captcha?: CaptchaSignal | null;
}

/** The amount in US dollars (major units), at the test rate table's rates; null without a rate. */
export function amountInUsd(amount: number, currency: string): number | null {
  const rate = TEST_USD_PER_UNIT[currency.toLowerCase()];
  if (rate === undefined) return null;
  return Math.round((amount / 10 ** currencyDecimals(currency)) * rate * 100) / 100;
}

/**
 * One card payment's risk: read once (rules, matching list items, history, session), scored
 * and ruled before the authorization, and again after it with the issuer's checks.
 */
export class PaymentRisk {
  private constructor(
    private readonly ctx: ServiceContext,
    private readonly input: RiskInput,
    private readonly data: RiskData,
    private readonly signals: RiskSignals,
    private readonly values: AttributeValues,
  ) {}

  static async start(ctx: ServiceContext, input: RiskInput): Promise<PaymentRisk> {
    const { pm, card } = input;
    // The shopper's address is the caller's only when a browser called (a publishable key):
    // a merchant server's confirmation names the browser with its Radar session instead.
    const client = input.client?.publishableKey ? input.client : null;
    const address = pm.billing_details.address;
    const email = input.email ?? pm.billing_details.email;
    const values: AttributeValues = {
      amount_in_usd: amountInUsd(input.amount, input.currency),
      card_country: pm.card?.country ?? null,
      card_brand: pm.card?.brand ?? null,
      card_funding: pm.card?.funding ?? null,
      card_bin: card.number.slice(0, 6),
      card_fingerprint: pm.card?.fingerprint ?? null,
      ip_address: client?.ip ?? null,
      ip_country: client?.ipCountry ?? null,
      billing_address_country: address.country,
      billing_address_postal_code: address.postal_code,
      shipping_address_country: input.shippingCountry,
      email,
      email_domain: emailDomain(email),
      customer: input.customer,
      currency: input.currency,
      is_off_session: input.offSession,
      is_disposable_email: isDisposableEmail(email),
    };
    const strings = Object.values(values).filter((v): v is string => typeof v === 'string');
    const data = await readRiskData(ctx.db, ctx.scope, strings, input.session);
    if (input.session && !data.session)
      throw resourceMissing('radar session', input.session, 'radar_options[session]');
    // A session made in the browser knows its address when the confirmation came from a server.
    if (values.ip_address === null && data.session?.ip_address) {
      values.ip_address = data.session.ip_address;
      // No header of the merchant server's request tells the browser's country; the database can.
      values.ip_country = ctx.app.geoip?.country(data.session.ip_address) ?? null;
    }
    const key = client?.publishableKey;
    const signals: RiskSignals = {
      livemode: ctx.scope.livemode,
      amountInUsd: values.amount_in_usd as number | null,
      cardCountry: values.card_country as string | null,
      ipAddress: values.ip_address as string | null,
      ipCountry: values.ip_country as string | null,
      billingCountry: address.country,
      email,
      declinePressure: key
        ? ctx.app.declines.pressure({ livemode: ctx.scope.livemode, address: client?.ip ?? 'unknown', key })
        : 0,
      history: data.history,
      captcha: input.captcha ?? null,
    };
    return new PaymentRisk(ctx, input, data, signals, values);
  }

  async #assess(signals: RiskSignals): Promise<RiskAssessment> {
    const { hint } = this.input;
    if (hint) return { level: hint.level, score: hint.score, reasons: ['test_card'] };
    return this.ctx.app.riskEngine.assess(signals);
  }

  /** Before the card goes to the network: whether to ask for 3-D Secure, and an early allow or block. */
  async before(): Promise<{
    requestCredentials: boolean;
    verdict: RuleVerdict | null;
    assessment: RiskAssessment;
  }> {
    const assessment = await this.#assess(this.signals);
    const values = { ...this.values, risk_level: assessment.level, risk_score: assessment.score };
    const decided = decideRules(activeRules(this.data.rules), values, this.data.lists);
    const verdict = decided.verdict?.action === 'review' ? null : decided.verdict;
    return { requestCredentials: decided.requestCredentials !== null, verdict, assessment };
  }

  /** After the issuer answered: the final score and what the rules (or Radar's review of the test card) say. */
  async after(result: {
    checks: CardChecks;
    threeDSecure: ThreeDSecureResult | null;
  }): Promise<{ assessment: RiskAssessment; verdict: RuleVerdict | null; review: boolean }> {
    const { checks, threeDSecure } = result;
    const assessment = await this.#assess({
      ...this.signals,
      checks: {
        cvc: checks.cvc_check,
        postalCode: checks.address_postal_code_check,
        line1: checks.address_line1_check,
      },
    });
    const values: AttributeValues = {
      ...this.values,
      risk_level: assessment.level,
      risk_score: assessment.score,
      cvc_check: checks.cvc_check,
      address_zip_check: checks.address_postal_code_check,
      address_line1_check: checks.address_line1_check,
      is_3d_secure: threeDSecure !== null,
      is_3d_secure_authenticated: threeDSecure?.result === 'authenticated',
    };
    const { verdict } = decideRules(activeRules(this.data.rules), values, this.data.lists);
    return { assessment, verdict, review: verdict === null && this.input.hint?.review === true };
  }

  get ipAddress(): string | null {
    return this.signals.ipAddress;
  }

  get sessionDetails(): SessionDetails | null {
    return (this.data.session?.details as SessionDetails | null | undefined) ?? null;
  }

  get amountInUsd(): number | null {
    return this.signals.amountInUsd;
  }
}
