import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateIban } from '../../payment-data/iban.js';
import {
  detectBrand,
  isValidCardNumber,
  isValidCvc,
  lookupTestCard,
  lookupTestIban,
  passesLuhn,
  TEST_CARD_IDS,
  TEST_CARD_NUMBERS,
  TEST_IBANS,
  testCardNumberForId,
  testIbanForId,
} from './index.js';

describe('test card table', () => {
  it('holds numbers that pass Luhn and length, but the incorrect_number one', () => {
    for (const number of TEST_CARD_NUMBERS) {
      expect([number, isValidCardNumber(number)]).toEqual([number, number !== '4242424242424241']);
    }
  });

  it('names a table number for every test id', () => {
    for (const id of TEST_CARD_IDS) expect(TEST_CARD_NUMBERS).toContain(testCardNumberForId(id));
    expect(testCardNumberForId('pm_card_nope')).toBeUndefined();
    expect(testCardNumberForId('pm_123')).toBeUndefined();
    expect(testCardNumberForId('tok_toString')).toBeUndefined();
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3056930009020004', 'diners'],
    ['36227206271667', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['9999999999999995', 'unknown'],
  ])('brands %s as %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline'],
    ['4000000000009995', 'card_declined', 'insufficient_funds'],
    ['4000000000009987', 'card_declined', 'lost_card'],
    ['4000000000009979', 'card_declined', 'stolen_card'],
    ['4000000000000069', 'expired_card', 'expired_card'],
    ['4000000000000127', 'incorrect_cvc', 'incorrect_cvc'],
    ['4000000000000119', 'processing_error', 'processing_error'],
    ['4242424242424241', 'incorrect_number', 'incorrect_number'],
    ['4000000000006975', 'card_declined', 'card_velocity_exceeded'],
    ['4100000000000019', 'card_declined', 'fraudulent'],
    ['4000000000000341', 'card_declined', 'generic_decline'],
  ])('declines %s with %s / %s', (number, code, declineCode) => {
    expect(lookupTestCard(number).behaviour.decline).toMatchObject({
      code,
      declineCode,
      message: expect.any(String),
    });
  });

  it('says which cards can be attached', () => {
    expect(lookupTestCard('4000000000000002').behaviour.attachable).toBe(false);
    expect(lookupTestCard('4000000000000341').behaviour.attachable).toBe(true);
    expect(lookupTestCard('4242424242424242').behaviour.attachable).toBe(true);
  });

  it('describes 3-D Secure, checks and risk', () => {
    expect(lookupTestCard('4000000000003220').behaviour).toMatchObject({
      authentication: 'always',
      threeDSecure: 'challenge',
      decline: null,
    });
    expect(lookupTestCard('4000002500003155').behaviour.authentication).toBe('unless_set_up');
    expect(lookupTestCard('4000002760003184').behaviour.authentication).toBe('always');
    expect(lookupTestCard('4000003800000446').behaviour.authentication).toBe('on_session');
    expect(lookupTestCard('4000000000003055').behaviour).toMatchObject({
      authentication: 'never',
      threeDSecure: 'frictionless',
    });
    expect(lookupTestCard('378282246310005').behaviour.threeDSecure).toBe('not_supported');
    expect(lookupTestCard('4242424242424242').behaviour.threeDSecure).toBe('unenrolled');
    expect(lookupTestCard('4000000000000101').behaviour.checks).toEqual({
      cvc: 'fail',
      postalCode: 'pass',
      line1: 'pass',
    });
    expect(lookupTestCard('4000000000000036').behaviour.checks.postalCode).toBe('fail');
    expect(lookupTestCard('4000000000000028').behaviour.checks.line1).toBe('fail');
    expect(lookupTestCard('4000000000000044').behaviour.checks.postalCode).toBe('unavailable');
    expect(lookupTestCard('4000000000009235').behaviour.risk.level).toBe('elevated');
    expect(lookupTestCard('4100000000000019').behaviour).toMatchObject({
      risk: { level: 'highest' },
      decline: { blocked: true },
    });
  });

  it('gives brand, funding, country and networks', () => {
    expect(lookupTestCard('4000056655665556')).toMatchObject({
      brand: 'visa',
      funding: 'debit',
      country: 'US',
    });
    expect(lookupTestCard('5105105105105100').funding).toBe('prepaid');
    expect(lookupTestCard('4000002500001001')).toMatchObject({
      country: 'FR',
      networks: ['cartes_bancaires', 'visa'],
    });
    expect(lookupTestCard('4000008260000000').country).toBe('GB');
  });

  it('lets any other valid number succeed with its brand', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^5[1-5]\d{13}$/), (body) => {
        const number = withCheckDigit(body);
        const card = lookupTestCard(number);
        expect(card.brand).toBe('mastercard');
        if (!TEST_CARD_NUMBERS.includes(number)) expect(card.behaviour.decline).toBeNull();
      }),
    );
    expect(lookupTestCard('4242424242424243').behaviour.decline).toMatchObject({ code: 'incorrect_number' });
  });

  it('checks security codes by brand', () => {
    expect(isValidCvc('123', 'visa')).toBe(true);
    expect(isValidCvc('1234', 'visa')).toBe(false);
    expect(isValidCvc('1234', 'amex')).toBe(true);
    expect(isValidCvc('12a', 'amex')).toBe(false);
  });
});

describe('test IBANs', () => {
  it('are valid IBANs', () => {
    for (const iban of TEST_IBANS) expect(() => validateIban(iban, 'iban')).not.toThrow();
  });

  it('say what a debit does', () => {
    expect(lookupTestIban('DE89370400440532013000')).toMatchObject({ behaviour: 'succeeds', delayed: false });
    expect(lookupTestIban('AT61 1904 3002 3457 3201').behaviour).toBe('succeeds');
    expect(lookupTestIban('DE62370400440532013001')).toMatchObject({
      behaviour: 'fails_later',
      failureCode: 'generic_decline',
    });
    expect(lookupTestIban('AT861904300235473202').behaviour).toBe('fails_later');
    expect(lookupTestIban('DE78370400440532013004')).toMatchObject({
      behaviour: 'fails_later',
      delayed: true,
    });
    expect(lookupTestIban('DE35370400440532013002')).toMatchObject({ behaviour: 'succeeds', disputed: true });
    expect(lookupTestIban('AT981904300002222227').failureCode).toBe('insufficient_funds');
    expect(lookupTestIban('NL91ABNA0417164300').behaviour).toBe('fails_later');
    expect(testIbanForId('pm_success_de')).toBe('DE89370400440532013000');
    expect(testIbanForId('pm_failed_at')).toBe('AT861904300235473202');
  });

  it('refuses a bad checksum, length or country', () => {
    for (const bad of [
      'DE89370400440532013001',
      'DE8937040044053201300',
      'XX89370400440532013000',
      'US12345',
    ]) {
      expect(() => validateIban(bad, 'sepa_debit[iban]')).toThrow();
    }
  });
});

function withCheckDigit(body: string): string {
  for (let d = 0; d < 10; d++) if (passesLuhn(body + d)) return body + d;
  throw new Error('unreachable');
}
