import { FIELD_ERRORS } from '@payframe/core';
import { describe, expect, it } from 'vitest';
import { card } from '../methods/card/index.js';
import { METHODS } from '../methods/registry.js';
import { testContext } from '../methods/test-context.fixture.js';
import { confirmErrorField } from './confirm-error.js';
import {
  changePayload,
  collectResult,
  type FormSnapshot,
  firstInvalidField,
  shownErrors,
} from './form-state.js';

const context = testContext();
const snapshot = (values: Record<string, string>, fields: Partial<FormSnapshot> = {}): FormSnapshot => ({
  method: card,
  values: { number: '', expiry: '', cvc: '', country: 'US', postalCode: '', ...values },
  context,
  touched: new Set(),
  displayAll: false,
  confirmError: null,
  ...fields,
});

describe('Payment Element form state', () => {
  it('shows no error while typing, the error of a field left non-empty, all after submit', () => {
    expect(shownErrors(snapshot({ number: '4242' }))).toEqual({});
    expect(
      Object.keys(shownErrors(snapshot({ number: '4242' }, { touched: new Set(['number', 'cvc']) }))),
    ).toEqual(['number']);
    expect(Object.keys(shownErrors(snapshot({ number: '4242' }, { displayAll: true })))).toEqual([
      'number',
      'expiry',
      'cvc',
      'postalCode',
    ]);
  });

  it('focus goes to the first invalid field in display order', () => {
    expect(firstInvalidField(snapshot({ number: '4242 4242 4242 4242', cvc: '1' }))).toBe('expiry');
  });

  it('change events say complete, empty, type, brand and the billing country, never the other values', () => {
    const full = snapshot({
      number: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      postalCode: '10001',
    });
    const payload = changePayload(full, false);
    expect(payload).toEqual({
      elementType: 'payment',
      complete: true,
      empty: false,
      collapsed: false,
      value: { type: 'card' },
      brand: 'visa',
      // The country the shopper pays from: the page may offer its currency.
      billingCountry: 'US',
    });
    expect(JSON.stringify(payload)).not.toContain('4242');
    expect(JSON.stringify(payload)).not.toContain('10001');
    expect(changePayload(snapshot({}), false)).toMatchObject({ complete: false, empty: true });
    expect(changePayload({ ...snapshot({}), method: null }, true)).toMatchObject({
      collapsed: true,
      value: { type: '' },
    });
  });

  it('a collect answers the first error, or the payment_method_data', () => {
    expect(collectResult(snapshot({ number: '4242 4242 4242 4242' }))).toEqual({
      component: 'payment',
      type: 'card',
      complete: false,
      error: {
        type: 'validation_error',
        code: 'incomplete_expiry',
        message: FIELD_ERRORS.incomplete_expiry,
        param: 'expiry',
      },
    });
    const sepa = collectResult({
      ...snapshot({}),
      method: METHODS.sepa_debit!,
      values: { name: 'Jenny Rosen', email: 'jenny@example.com', iban: 'DE89370400440532013000' },
    });
    expect(sepa).toMatchObject({
      complete: true,
      type: 'sepa_debit',
      paymentMethodData: { type: 'sepa_debit' },
      mandateShown: true,
    });
  });

  it('a collect says the mandate was shown only for a method whose form shows one', () => {
    const complete = {
      number: '4242 4242 4242 4242',
      expiry: '12 / 40',
      cvc: '123',
      postalCode: '42424',
    };
    expect(collectResult(snapshot(complete))).not.toHaveProperty('mandateShown');
    const ideal = collectResult({ ...snapshot({}), method: METHODS.ideal!, values: {} });
    expect(ideal).toMatchObject({ complete: true, type: 'ideal' });
    expect(ideal).not.toHaveProperty('mandateShown');
  });

  it('a confirmation error flags the card field its decline code points at', () => {
    const error = (decline_code: string) => ({
      type: 'card_error',
      code: 'card_declined',
      decline_code,
      message: 'Declined.',
    });
    expect(confirmErrorField(error('incorrect_cvc'), 'card')).toBe('cvc');
    expect(confirmErrorField(error('expired_card'), 'card')).toBe('expiry');
    expect(confirmErrorField(error('generic_decline'), 'card')).toBe('number');
    expect(confirmErrorField({ type: 'api_error', message: 'x' }, 'card')).toBeNull();
    const pinned = shownErrors(
      snapshot({}, { confirmError: { field: 'cvc', code: 'incorrect_cvc', message: 'Wrong CVC.' } }),
    );
    expect(pinned.cvc).toEqual({ code: 'incorrect_cvc', message: 'Wrong CVC.' });
  });

  it('answers a collect request with the field error in the frame language', async () => {
    const { loadCatalogue } = await import('../i18n/catalogue.js');
    const fr = await loadCatalogue('fr');
    const result = collectResult(snapshot({ number: '4242' }), (error) =>
      error.code === 'incomplete_number' ? fr['error.incomplete_number'] : error.message,
    );
    expect(result.error).toMatchObject({ code: 'incomplete_number', message: fr['error.incomplete_number'] });
  });
});
