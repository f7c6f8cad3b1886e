import type { Bank } from '@payframe/core';
import { validateAuAccountNumber, validateBsb } from '@payframe/core/becs';
import type { validateIban } from '@payframe/core/iban';
import { methodDescriptor } from '@payframe/core/methods';
import type { BankComponent, CollectResult, WireError } from '@payframe/js/protocol';

/**
 * The standalone bank elements of Stripe.js (`iban`, `idealBank`, `p24Bank`, `epsBank`,
 * `fpxBank`, `netbankingBank`, `auBankAccount`): which payment method each gives its details to, and, for the
 * bank selects, the banks of that method's core descriptor.
 */
export const BANK_ELEMENT_TYPES: Readonly<Record<BankComponent, string>> = {
  iban: 'sepa_debit',
  idealBank: 'ideal',
  p24Bank: 'p24',
  epsBank: 'eps',
  fpxBank: 'fpx',
  netbankingBank: 'netbanking',
  auBankAccount: 'au_becs_debit',
};

/** A bank select's choices and whether the method may go without a bank (picked at the bank then). */
export function bankChoices(component: BankComponent): { banks: readonly Bank[]; optional: boolean } {
  const field = methodDescriptor(BANK_ELEMENT_TYPES[component])?.fields.find((f) => f.kind === 'selector');
  return field?.kind === 'selector'
    ? { banks: field.banks, optional: field.optional === true }
    : { banks: [], optional: false };
}

/** The options as the frame uses them, read again here: wrong types fall back to the defaults. */
export interface BankOptions {
  style: unknown;
  disabled: boolean;
  iconStyle: 'default' | 'solid';
  hideIcon: boolean;
  /** iban: the country whose IBAN shape the placeholder shows. */
  placeholderCountry: string;
  /** Bank selects: the bank chosen at first (`value`). */
  value: string;
  /** fpxBank: `individual` (the default) or `company`. */
  accountHolderType: 'individual' | 'company';
}

export function readBankOptions(raw: Record<string, unknown>): BankOptions {
  const country = typeof raw.placeholderCountry === 'string' ? raw.placeholderCountry.toUpperCase() : '';
  return {
    style: raw.style ?? null,
    disabled: raw.disabled === true,
    iconStyle: raw.iconStyle === 'solid' ? 'solid' : 'default',
    hideIcon: raw.hideIcon === true,
    placeholderCountry: /^[A-Z]{2}$/.test(country) ? country : 'DE',
    value: typeof raw.value === 'string' ? raw.value : '',
    accountHolderType: raw.accountHolderType === 'company' ? 'company' : 'individual',
  };
}

/** IBAN lengths of the countries a placeholder is drawn for (the SEPA ones merchants name most). */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  IE: 22,
  IT: 27,
  LU: 20,
  NL: 18,
  PT: 25,
};

/** An IBAN as typed: upper case, groups of four, at most 34 characters (the longest IBAN). */
export function groupIban(raw: string): string {
  const compact = raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 34);
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

/** An IBAN-shaped placeholder for a country, as Stripe's: `DE00 0000 0000 0000 0000 00`. */
export function ibanPlaceholder(country: string): string {
  const length = IBAN_LENGTHS[country] ?? IBAN_LENGTHS.DE!;
  const code = IBAN_LENGTHS[country] ? country : 'DE';
  return groupIban(`${code}${'0'.repeat(length - 2)}`);
}

/**
 * The IBAN rules (ibantools), a chunk of their own: the empty field is drawn without them, and
 * they load as the iban element mounts, before the shopper has typed a whole IBAN.
 */
export interface IbanRules {
  validateIban: typeof validateIban;
}

let ibanRulesLoading: Promise<IbanRules> | null = null;

export function loadIbanRules(): Promise<IbanRules> {
  ibanRulesLoading ??= import('../deferred/iban.js').catch((error: unknown) => {
    ibanRulesLoading = null; // a later call tries again
    throw error;
  });
  return ibanRulesLoading;
}

/** The name of an IBAN's bank where the IBAN says it: Dutch IBANs carry their bank's BIC prefix. */
export function ibanBankName(iban: string, banks: readonly Bank[]): string | undefined {
  if (!iban.startsWith('NL') || iban.length < 8) return undefined;
  const code = iban.slice(4, 8);
  return banks.find((bank) => bank.bic?.startsWith(code))?.name;
}

export interface BankFieldState {
  complete: boolean;
  empty: boolean;
  /** The error the shopper sees (after leaving the field, or on collect). */
  error: WireError | null;
  /** iban: the country of the IBAN typed so far. */
  country?: string;
  bankName?: string;
  /** The electronic IBAN, the bank id or the Australian account number the payment method is created with. */
  value: string;
  /** auBankAccount: the BSB's 6 digits. */
  bsb?: string;
}

/**
 * The state of an IBAN as typed (`error` is the validation error, shown or not by the caller).
 * Stripe's iban element takes `supportedCountries: ['SEPA']` only: an IBAN of a country outside
 * SEPA has an invalid country code. Until the rules have loaded, a typed IBAN is incomplete
 * with no error yet.
 */
export function ibanState(typed: string, banks: readonly Bank[], rules: IbanRules | null): BankFieldState {
  const compact = typed.replace(/\s/g, '').toUpperCase();
  const country = compact.slice(0, 2);
  const bankName = ibanBankName(compact, banks);
  const checked = rules
    ? rules.validateIban(typed, { sepaOnly: true })
    : ({ ok: false, error: null } as const);
  return {
    complete: checked.ok,
    empty: compact === '',
    error: checked.ok || !checked.error ? null : { ...checked.error, type: 'validation_error' },
    ...(/^[A-Z]{2}$/.test(country) ? { country } : {}),
    ...(bankName ? { bankName } : {}),
    value: checked.ok ? checked.value.iban : compact,
  };
}

/** The state of a bank select: complete once a bank of the list is chosen. */
export function bankState(bankId: string, banks: readonly Bank[]): BankFieldState {
  const bank = banks.find((b) => b.id === bankId);
  return {
    complete: bank !== undefined,
    empty: bank === undefined,
    error: null,
    value: bank?.id ?? '',
  };
}

/**
 * The state of an Australian bank account as typed: its BSB (the bank named from its first
 * digits) and account number; the error is the BSB's first, then the account number's.
 */
export function auAccountState(bsb: string, account: string): BankFieldState {
  const checkedBsb = validateBsb(bsb);
  const checkedAccount = validateAuAccountNumber(account);
  const digits = bsb.replace(/\D/g, '');
  const bankName = checkedBsb.ok ? checkedBsb.value.bankName : null;
  const failed = !checkedBsb.ok ? checkedBsb.error : !checkedAccount.ok ? checkedAccount.error : null;
  return {
    complete: checkedBsb.ok && checkedAccount.ok,
    empty: digits === '' && account.trim() === '',
    error: failed ? { ...failed, type: 'validation_error' } : null,
    ...(bankName ? { bankName } : {}),
    value: account.replace(/\s/g, ''),
    bsb: digits,
  };
}

/**
 * The answer to the controller's collect request: the method's share of `payment_method_data`
 * (`{ type, <type>: { iban | bank, ... } }`). A bank select whose method may go without a bank
 * is complete empty too; an IBAN must be valid.
 */
export function collectBank(
  component: BankComponent,
  state: BankFieldState,
  options: BankOptions,
  optional: boolean,
): CollectResult {
  const type = BANK_ELEMENT_TYPES[component];
  const complete = state.complete || optional;
  const own: Record<string, string> = {};
  if (component === 'iban') own.iban = state.value;
  else if (component === 'auBankAccount') {
    own.bsb_number = state.bsb ?? '';
    own.account_number = state.value;
  } else if (state.value) own.bank = state.value;
  if (component === 'fpxBank') own.account_holder_type = options.accountHolderType;
  const error: WireError | undefined =
    state.error ??
    (complete
      ? undefined
      : {
          type: 'validation_error',
          code: 'incomplete_payment_details',
          message: 'Your payment details are incomplete.',
        });
  return {
    component,
    type,
    complete,
    ...(complete
      ? { paymentMethodData: { type, ...(Object.keys(own).length > 0 ? { [type]: own } : {}) } }
      : {}),
    ...(!complete && error ? { error } : {}),
  };
}
