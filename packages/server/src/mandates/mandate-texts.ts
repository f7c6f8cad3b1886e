import { PAGE_LOCALES, type PageLocale, withFallbacks } from '../html/locale.js';
import { MANDATE_LOCALES } from './locales/all.js';

/**
 * What a mandate's page says: its details and the agreement the shopper accepted, by scheme.
 * `{merchant}` is the merchant's name; the account lines' marks are the bank's numbers.
 */
export interface MandateTexts {
  title: string;
  badge: string;
  creditor: string;
  merchant: string;
  reference: string;
  type: string;
  recurring: string;
  oneOff: string;
  status: string;
  holder: string;
  account: string;
  accepted: string;
  /** A Bacs mandate's first collection: the earliest working day a debit under it reaches the account. */
  firstCollection: string;
  online: string;
  offline: string;
  theMerchant: string;
  routing: string;
  institution: string;
  sortCode: string;
  statuses: { active: string; inactive: string; pending: string };
  notes: { sepa: string; becs: string; ach: string; pad: string; bacs: string };
}

export const MANDATE_EN: MandateTexts = {
  title: 'Direct Debit mandate',
  badge: 'Test mode',
  creditor: 'Creditor',
  merchant: 'Merchant',
  reference: 'Mandate reference',
  type: 'Type',
  recurring: 'Recurring',
  oneOff: 'One-off',
  status: 'Status',
  holder: 'Account holder',
  account: 'Account',
  accepted: 'Accepted',
  firstCollection: 'First collection',
  online: 'online',
  offline: 'offline',
  theMerchant: 'the merchant',
  routing: 'Routing {number}',
  institution: 'Institution {institution}, transit {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Active', inactive: 'Inactive', pending: 'Pending' },
  notes: {
    sepa: 'You authorised {merchant} to send instructions to your bank to debit this account, and your bank to debit it accordingly. You are entitled to a refund from your bank under the terms of your agreement with it, claimed within 8 weeks of the date your account was debited.',
    becs: 'You agreed to this Direct Debit Request and the Direct Debit Request service agreement, and authorised Payframe, the merchant’s payment service provider, to debit this account through the Bulk Electronic Clearing System (BECS) on behalf of {merchant} (the “Merchant”) for any amounts separately communicated to you by the Merchant. You certified that you are either an account holder or an authorised signatory on this account.',
    ach: 'You authorised {merchant} and Payframe, its payment service provider, to debit this account through the ACH network for the payment you confirmed and, if you saved the account, for future payments under the merchant’s terms, and to credit it to correct an erroneous debit. You may revoke this authorisation by contacting the merchant with 30 days’ notice.',
    pad: 'You agreed to this Pre-authorized Debit Agreement and authorised {merchant} and Payframe, its payment service provider, to debit this account through the Automated Clearing Settlement System (ACSS) as agreed. You have certain recourse rights if a debit does not comply with this agreement. You may cancel it at any time by contacting the merchant.',
    bacs: 'You instructed your bank or building society to pay Direct Debits from this account requested by {merchant} (through Payframe), subject to the safeguards of the Direct Debit Guarantee: you are told in advance of any change to the amount, date or frequency of your Direct Debit; an error in a payment gives you a full and immediate refund from your bank or building society; and you can cancel a Direct Debit at any time by contacting your bank or building society.',
  },
};

export const MANDATE_TEXTS: Readonly<Record<PageLocale, MandateTexts>> = withFallbacks<
  MandateTexts,
  PageLocale
>(PAGE_LOCALES, { en: MANDATE_EN, ...MANDATE_LOCALES });
