import { describe, expect, it } from 'vitest';
import type { AuthorizeCardRequest } from './processor.js';
import { SEPA_SETTLE_SECONDS, Simulator, testSettleSeconds } from './simulator.js';

const simulator = new Simulator();

function request(number: string, fields: Partial<AuthorizeCardRequest> = {}): AuthorizeCardRequest {
  return {
    amount: 1000,
    currency: 'usd',
    card: {
      number,
      exp_month: 12,
      exp_year: 2040,
      cvcProvided: true,
      postalCode: '10001',
      addressLine1: '1 Main St',
    },
    purpose: 'payment',
    threeDSecure: 'automatic',
    authentication: { status: 'none' },
    offSession: false,
    setUpForOffSession: false,
    ...fields,
  };
}

describe('the simulator authorizes test cards as Stripe documents them', () => {
  it.each([
    ['4242424242424242', 'authorized', null, null],
    ['4000000000000002', 'declined', 'card_declined', 'generic_decline'],
    ['4000000000009995', 'declined', 'card_declined', 'insufficient_funds'],
    ['4000000000009987', 'declined', 'card_declined', 'lost_card'],
    ['4000000000009979', 'declined', 'card_declined', 'stolen_card'],
    ['4000000000000069', 'declined', 'expired_card', 'expired_card'],
    ['4000000000000127', 'declined', 'incorrect_cvc', 'incorrect_cvc'],
    ['4000000000000119', 'declined', 'processing_error', 'processing_error'],
    ['4000000000006975', 'declined', 'card_declined', 'card_velocity_exceeded'],
    ['4100000000000019', 'declined', 'card_declined', 'fraudulent'],
    ['4242424242424241', 'declined', 'incorrect_number', 'incorrect_number'],
    ['4000000000003220', 'requires_authentication', null, null],
    ['4000002500003155', 'requires_authentication', null, null],
  ])('%s: %s', async (number, status, code, declineCode) => {
    const result = await simulator.authorizeCard(request(number));
    expect(result.status).toBe(status);
    if (result.status === 'declined') {
      expect(result.decline.code).toBe(code);
      expect(result.decline.declineCode).toBe(declineCode);
      expect(result.outcome.network_status).not.toBe('approved_by_network');
    }
  });

  it('blocks the highest-risk card instead of sending it to the issuer', async () => {
    const result = await simulator.authorizeCard(request('4100000000000019'));
    expect(result).toMatchObject({ status: 'declined', outcome: { type: 'blocked', risk_level: 'highest' } });
  });

  it('reports check results for the values given, and blocks a failed CVC check', async () => {
    const zip = await simulator.authorizeCard(request('4000000000000036'));
    expect(zip).toMatchObject({
      status: 'authorized',
      checks: { cvc_check: 'pass', address_postal_code_check: 'fail', address_line1_check: 'pass' },
    });
    const bare = await simulator.authorizeCard(
      request('4242424242424242', {
        card: {
          number: '4242424242424242',
          exp_month: 1,
          exp_year: 2040,
          cvcProvided: false,
          postalCode: null,
          addressLine1: null,
        },
      }),
    );
    expect(bare).toMatchObject({
      checks: { cvc_check: null, address_postal_code_check: null, address_line1_check: null },
    });
    const cvc = await simulator.authorizeCard(request('4000000000000101'));
    expect(cvc).toMatchObject({
      status: 'declined',
      decline: { code: 'incorrect_cvc' },
      checks: { cvc_check: 'fail' },
    });
  });

  it('authenticates frictionless cards without a challenge', async () => {
    const result = await simulator.authorizeCard(request('4000000000003055'));
    expect(result).toMatchObject({
      status: 'authorized',
      threeDSecure: { authentication_flow: 'frictionless', result: 'authenticated' },
    });
    const forced = await simulator.authorizeCard(request('4000000000003055', { threeDSecure: 'challenge' }));
    expect(forced.status).toBe('requires_authentication');
  });

  it('authorizes after a completed challenge, and declines if the issuer still says no', async () => {
    const done = { authentication: { status: 'authenticated', flow: 'challenge' } } as const;
    expect(await simulator.authorizeCard(request('4000000000003220', done))).toMatchObject({
      status: 'authorized',
      threeDSecure: { authentication_flow: 'challenge', result: 'authenticated' },
    });
    expect(await simulator.authorizeCard(request('4000008400001629', done))).toMatchObject({
      status: 'declined',
      decline: { declineCode: 'generic_decline' },
    });
  });

  it('declines off-session payments that need authentication, unless the card was set up', async () => {
    expect(await simulator.authorizeCard(request('4000002760003184', { offSession: true }))).toMatchObject({
      status: 'declined',
      decline: { code: 'authentication_required', declineCode: 'authentication_required' },
    });
    expect(
      await simulator.authorizeCard(
        request('4000002500003155', { offSession: true, setUpForOffSession: true }),
      ),
    ).toMatchObject({ status: 'authorized' });
    expect(
      await simulator.authorizeCard(
        request('4000002760003184', { offSession: true, setUpForOffSession: true }),
      ),
    ).toMatchObject({ status: 'declined' });
  });

  it('lets a setup verify a card that only declines charges', async () => {
    expect(await simulator.authorizeCard(request('4000000000000341', { purpose: 'setup' }))).toMatchObject({
      status: 'authorized',
    });
    expect(await simulator.authorizeCard(request('4000000000000341'))).toMatchObject({ status: 'declined' });
    expect(await simulator.authorizeCard(request('4000000000000002', { purpose: 'setup' }))).toMatchObject({
      status: 'declined',
    });
  });

  it('settles test IBANs as their table says', async () => {
    const ok = await simulator.debitBankAccount({
      account: { type: 'sepa_debit', iban: 'DE89370400440532013000' },
      settlement: 'can_fail_later',
    });
    expect(await simulator.settleBankDebit(ok)).toEqual({ status: 'succeeded' });
    const bad = await simulator.debitBankAccount({
      account: { type: 'sepa_debit', iban: 'DE62370400440532013001' },
      settlement: 'can_fail_later',
    });
    expect(await simulator.settleBankDebit(bad)).toMatchObject({
      status: 'failed',
      decline: { code: 'generic_decline' },
    });
    const delayed = await simulator.debitBankAccount({
      account: { type: 'sepa_debit', iban: 'DE08370400440532013003' },
      settlement: 'can_fail_later',
    });
    expect(delayed.settleAfterSeconds).toBeGreaterThan(ok.settleAfterSeconds);
  });

  it("settles Stripe's BECS test accounts at BSB 000-000 as their table says", async () => {
    const becs = (accountNumber: string, bsbNumber = '000000') =>
      simulator.debitBankAccount({
        account: { type: 'au_becs_debit', bsbNumber, accountNumber },
        settlement: 'can_fail_later',
      });
    const ok = await becs('000123456');
    expect(await simulator.settleBankDebit(ok)).toEqual({ status: 'succeeded' });
    const closed = await becs('111111113');
    expect(await simulator.settleBankDebit(closed)).toMatchObject({
      status: 'failed',
      decline: { code: 'account_closed', message: "The customer's bank account has been closed." },
    });
    expect(await simulator.settleBankDebit(await becs('111111116'))).toMatchObject({
      decline: { code: 'no_account' },
    });
    // The delayed ones take three minutes, then settle as their undelayed twins.
    const delayed = await becs('900123456');
    expect(delayed.settleAfterSeconds).toBe(180);
    expect(ok.settleAfterSeconds).toBeLessThan(10);
    expect(await simulator.settleBankDebit(delayed)).toEqual({ status: 'succeeded' });
    const delayedFail = await becs('922222227');
    expect(delayedFail.settleAfterSeconds).toBe(180);
    expect(await simulator.settleBankDebit(delayedFail)).toMatchObject({
      decline: { code: 'refer_to_customer' },
    });
    // A test number at a real bank's BSB is an ordinary account: it succeeds.
    expect(await simulator.settleBankDebit(await becs('111111113', '062000'))).toEqual({
      status: 'succeeded',
    });
  });

  it('never fails a debit whose method settles without failing', async () => {
    const debit = await simulator.debitBankAccount({
      account: { type: 'sepa_debit', iban: 'DE62370400440532013001' },
      settlement: 'processing_then_succeeds',
    });
    expect(await simulator.settleBankDebit(debit)).toEqual({ status: 'succeeded' });
  });
});

describe('test-mode settlement of a Bacs debit', () => {
  const bacs = { type: 'bacs_debit', sortCode: '108800', accountNumber: '00012345' } as const;
  it.each([
    ['2026-11-23T10:00:00Z', 2], // Monday: settles Wednesday
    ['2026-11-26T10:00:00Z', 4], // Thursday: settles Monday
    ['2026-11-28T10:00:00Z', 4], // Saturday: submitted Monday, settles Wednesday
    ['2026-12-23T10:00:00Z', 6], // Wednesday before Christmas: settles Tuesday the 29th
  ])('made at %s, it is processing for %i seconds (a second a calendar day)', (at, seconds) => {
    expect(testSettleSeconds(bacs, new Date(at))).toBe(seconds);
  });

  it('other debits keep their fixed test delay', () => {
    expect(testSettleSeconds({ type: 'sepa_debit', iban: 'DE89370400440532013000' })).toBe(
      SEPA_SETTLE_SECONDS,
    );
  });
});
