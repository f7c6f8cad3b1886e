import { EPS_BANKS, FPX_BANKS, IDEAL_BANKS, NETBANKING_BANKS, P24_BANKS } from '@payframe/core';
import { validateIban } from '@payframe/core/iban';
import { BANK_FAMILY } from '@payframe/js/protocol';
import { describe, expect, it } from 'vitest';
import {
  auAccountState,
  BANK_ELEMENT_TYPES,
  bankChoices,
  bankState,
  collectBank,
  ibanBankName,
  ibanPlaceholder,
  ibanState,
  loadIbanRules,
  readBankOptions,
} from './bank-elements.js';

const DEFAULTS = readBankOptions({});
const RULES = { validateIban };

describe('the bank elements', () => {
  it('each give one method its details', () => {
    expect(Object.keys(BANK_ELEMENT_TYPES).sort()).toEqual([...BANK_FAMILY].sort());
    expect(BANK_ELEMENT_TYPES).toMatchObject({ iban: 'sepa_debit', idealBank: 'ideal', fpxBank: 'fpx' });
  });

  it('list the banks of their method descriptor, optional where the method may go without one', () => {
    expect(bankChoices('idealBank')).toEqual({ banks: IDEAL_BANKS, optional: true });
    expect(bankChoices('p24Bank')).toEqual({ banks: P24_BANKS, optional: true });
    expect(bankChoices('epsBank')).toEqual({ banks: EPS_BANKS, optional: true });
    expect(bankChoices('fpxBank')).toEqual({ banks: FPX_BANKS, optional: false });
    expect(bankChoices('netbankingBank')).toEqual({ banks: NETBANKING_BANKS, optional: false });
  });

  it('read their options again in the frame, wrong types falling back to the defaults', () => {
    expect(DEFAULTS).toEqual({
      style: null,
      disabled: false,
      iconStyle: 'default',
      hideIcon: false,
      placeholderCountry: 'DE',
      value: '',
      accountHolderType: 'individual',
    });
    expect(
      readBankOptions({
        disabled: 'yes',
        placeholderCountry: 'nl',
        value: 'ing',
        accountHolderType: 'company',
      }),
    ).toMatchObject({
      disabled: false,
      placeholderCountry: 'NL',
      value: 'ing',
      accountHolderType: 'company',
    });
    expect(readBankOptions({ placeholderCountry: 'Netherlands' }).placeholderCountry).toBe('DE');
  });
});

describe('the iban element', () => {
  it('shows an IBAN of the placeholder country as its placeholder', () => {
    expect(ibanPlaceholder('DE')).toBe('DE00 0000 0000 0000 0000 00');
    expect(ibanPlaceholder('NL')).toBe('NL00 0000 0000 0000 00');
    expect(ibanPlaceholder('ZZ')).toBe('DE00 0000 0000 0000 0000 00');
  });

  it('reports the country as typed, and complete once the IBAN is valid', () => {
    expect(ibanState('', IDEAL_BANKS, RULES)).toMatchObject({ empty: true, complete: false });
    expect(ibanState('DE89 37', IDEAL_BANKS, RULES)).toMatchObject({
      empty: false,
      complete: false,
      country: 'DE',
      error: { type: 'validation_error', code: 'incomplete_iban' },
    });
    expect(ibanState('DE89 3704 0044 0532 0130 00', IDEAL_BANKS, RULES)).toEqual({
      complete: true,
      empty: false,
      error: null,
      country: 'DE',
      value: 'DE89370400440532013000',
    });
    expect(ibanState('DE89 3704 0044 0532 0130 01', IDEAL_BANKS, RULES).error?.code).toBe('invalid_iban');
  });

  it('takes SEPA IBANs only', () => {
    // A valid Pakistani IBAN: not a SEPA country.
    expect(ibanState('PK36SCBL0000001123456702', IDEAL_BANKS, RULES).error?.code).toBe(
      'invalid_iban_country_code',
    );
    expect(ibanState('CH9300762011623852957', IDEAL_BANKS, RULES).complete).toBe(true);
  });

  it('names the bank of a Dutch IBAN from its BIC prefix', () => {
    expect(ibanBankName('NL91ABNA0417164300', IDEAL_BANKS)).toBe('ABN AMRO');
    expect(ibanState('NL91 ABNA 0417 1643 00', IDEAL_BANKS, RULES)).toMatchObject({
      bankName: 'ABN AMRO',
      country: 'NL',
    });
    expect(ibanBankName('DE89370400440532013000', IDEAL_BANKS)).toBeUndefined();
  });

  it('hands the controller the IBAN as sepa_debit details, or its error', () => {
    const valid = ibanState('DE89370400440532013000', IDEAL_BANKS, RULES);
    expect(collectBank('iban', valid, DEFAULTS, false)).toEqual({
      component: 'iban',
      type: 'sepa_debit',
      complete: true,
      paymentMethodData: { type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013000' } },
    });
    const empty = collectBank('iban', ibanState('', IDEAL_BANKS, RULES), DEFAULTS, false);
    expect(empty).toMatchObject({ complete: false, error: { code: 'incomplete_iban' } });
    expect(empty.paymentMethodData).toBeUndefined();
  });
});

describe('the bank selects', () => {
  it('are complete once a bank of the list is chosen', () => {
    expect(bankState('ing', IDEAL_BANKS)).toEqual({
      complete: true,
      empty: false,
      error: null,
      value: 'ing',
    });
    expect(bankState('', IDEAL_BANKS)).toMatchObject({ complete: false, empty: true, value: '' });
    expect(bankState('not_a_bank', IDEAL_BANKS)).toMatchObject({ complete: false, value: '' });
  });

  it('hand over the bank, or none where the method picks it at the bank', () => {
    expect(collectBank('idealBank', bankState('ing', IDEAL_BANKS), DEFAULTS, true).paymentMethodData).toEqual(
      {
        type: 'ideal',
        ideal: { bank: 'ing' },
      },
    );
    expect(collectBank('idealBank', bankState('', IDEAL_BANKS), DEFAULTS, true)).toEqual({
      component: 'idealBank',
      type: 'ideal',
      complete: true,
      paymentMethodData: { type: 'ideal' },
    });
  });

  it('need a bank where the method does, and FPX takes the account holder type', () => {
    expect(collectBank('fpxBank', bankState('', FPX_BANKS), DEFAULTS, false)).toMatchObject({
      complete: false,
      error: { type: 'validation_error', code: 'incomplete_payment_details' },
    });
    const company = readBankOptions({ accountHolderType: 'company' });
    expect(
      collectBank('fpxBank', bankState('maybank2u', FPX_BANKS), company, false).paymentMethodData,
    ).toEqual({
      type: 'fpx',
      fpx: { bank: 'maybank2u', account_holder_type: 'company' },
    });
  });
});

describe('the auBankAccount element', () => {
  it("is complete with a 6-digit BSB and a 5 to 9 digit account number, naming the BSB's bank", () => {
    expect(auAccountState('', '')).toMatchObject({ empty: true, complete: false });
    expect(auAccountState('062-00', '')).toMatchObject({
      empty: false,
      complete: false,
      error: { type: 'validation_error', code: 'incomplete_au_bank_account_bsb' },
    });
    expect(auAccountState('062-000', '1234')).toMatchObject({
      complete: false,
      bankName: 'Commonwealth Bank',
      error: { code: 'incomplete_au_bank_account_number' },
    });
    expect(auAccountState('000-000', '000123456')).toEqual({
      complete: true,
      empty: false,
      error: null,
      bankName: 'Stripe Test Bank',
      value: '000123456',
      bsb: '000000',
    });
  });

  it('hands the controller the BSB and account number as au_becs_debit details', () => {
    expect(collectBank('auBankAccount', auAccountState('000-000', '000123456'), DEFAULTS, false)).toEqual({
      component: 'auBankAccount',
      type: 'au_becs_debit',
      complete: true,
      paymentMethodData: {
        type: 'au_becs_debit',
        au_becs_debit: { bsb_number: '000000', account_number: '000123456' },
      },
    });
    expect(collectBank('auBankAccount', auAccountState('', ''), DEFAULTS, false)).toMatchObject({
      complete: false,
      error: { code: 'incomplete_au_bank_account_bsb' },
    });
  });

  it('draw an IBAN as incomplete with no error until its rules have loaded', async () => {
    expect(ibanState('DE89 3704 0044 0532 0130 01', IDEAL_BANKS, null)).toMatchObject({
      complete: false,
      empty: false,
      error: null,
      country: 'DE',
    });
    const rules = await loadIbanRules();
    expect(ibanState('DE89 3704 0044 0532 0130 00', IDEAL_BANKS, rules).complete).toBe(true);
    expect(ibanState('DE89 3704 0044 0532 0130 01', IDEAL_BANKS, rules).error?.code).toBe('invalid_iban');
  });
});
