import type { ShopperErrorTexts } from './en.js';

/**
 * Filipino, as Philippine apps and shops write it: Tagalog sentences that keep the English
 * card terms shoppers know (card, CVC, ZIP code), addressing the shopper as "mo/iyong".
 * Its field errors and card declines, as the shopper reads them.
 */
export const SHOPPER_ERRORS_FIL: ShopperErrorTexts = {
  'error.incomplete_number': 'Kulang ang numero ng iyong card.',
  'error.invalid_number': 'Hindi valid ang numero ng iyong card.',
  'error.card_brand_not_allowed': 'Hindi tinatanggap dito ang brand ng iyong card. Gumamit ng ibang card.',
  'error.incomplete_expiry': 'Kulang ang petsa ng expiration ng iyong card.',
  'error.invalid_expiry_month': 'Hindi valid ang buwan ng expiration ng iyong card.',
  'error.invalid_expiry_year': 'Hindi valid ang taon ng expiration ng iyong card.',
  'error.invalid_expiry_year_past': 'Lumipas na ang taon ng expiration ng iyong card.',
  'error.invalid_expiry_month_past': 'Expired na ang iyong card.',
  'error.incomplete_cvc': 'Kulang ang security code ng iyong card.',
  'error.invalid_cvc': 'Hindi valid ang security code ng iyong card.',
  'error.incomplete_zip': 'Kulang ang iyong ZIP code.',
  'error.incomplete_postal_code': 'Kulang ang iyong postal code.',
  'error.invalid_zip': 'Hindi valid ang iyong ZIP code.',
  'error.invalid_postal_code': 'Hindi valid ang iyong postal code.',
  'error.incomplete_address': 'Kulang ang iyong address.',
  'error.po_box_prohibited': 'Hindi tinatanggap ang PO box para sa address na ito.',
  'error.country_not_allowed': 'Hindi tinatanggap ang mga address sa bansang ito.',
  'error.incomplete_name': 'Kulang ang iyong pangalan.',
  'error.incomplete_first_name': 'Kulang ang iyong pangalan.',
  'error.incomplete_last_name': 'Kulang ang iyong apelyido.',
  'error.incomplete_organization_name': 'Kulang ang pangalan ng iyong kumpanya.',
  'error.card_number_in_name_field':
    'Mukhang numero ng card ang iyong pangalan. Ilagay ang pangalang nasa iyong card.',
  'error.card_number_in_postal_code_field':
    'Mukhang numero ng card ang iyong postal code. Ilagay ang iyong postal code.',
  'error.incomplete_phone_number': 'Kulang ang numero ng iyong telepono.',
  'error.invalid_phone_number': 'Hindi valid ang numero ng iyong telepono.',
  'error.incomplete_email': 'Kulang ang iyong email.',
  'error.email_invalid': 'Hindi valid ang iyong email address.',
  'error.incomplete_email_autofill':
    'Kulang ang iyong email. Pakitingnan ang email na inilagay ng iyong browser.',
  'error.incomplete_iban': 'Kulang ang iyong IBAN.',
  'error.invalid_iban': 'Hindi valid ang iyong IBAN.',
  'error.invalid_iban_country_code': 'Hindi valid ang country code ng iyong IBAN.',
  'error.incomplete_au_bank_account_bsb': 'Kulang ang BSB na inilagay mo.',
  'error.invalid_au_bank_account_bsb': 'Hindi valid ang BSB na inilagay mo.',
  'error.incomplete_au_bank_account_number': 'Kulang ang numero ng account na inilagay mo.',
  'error.invalid_au_bank_account_number': 'Hindi valid ang numero ng account na inilagay mo.',
  'error.incomplete_acss_institution_number': 'Kulang ang numero ng institusyon na inilagay mo.',
  'error.invalid_acss_institution_number': 'Hindi valid ang numero ng institusyon na inilagay mo.',
  'error.incomplete_acss_transit_number': 'Kulang ang numero ng transit na inilagay mo.',
  'error.invalid_acss_transit_number': 'Hindi valid ang numero ng transit na inilagay mo.',
  'error.incomplete_acss_account_number': 'Kulang ang numero ng account na inilagay mo.',
  'error.invalid_acss_account_number': 'Hindi valid ang numero ng account na inilagay mo.',
  'error.incomplete_bacs_sort_code': 'Kulang ang sort code na inilagay mo.',
  'error.invalid_bacs_sort_code': 'Hindi valid ang sort code na inilagay mo.',
  'error.incomplete_bacs_account_number': 'Kulang ang numero ng account na inilagay mo.',
  'error.invalid_bacs_account_number': 'Hindi valid ang numero ng account na inilagay mo.',
  'error.incomplete_tax_id': 'Kulang ang iyong CPF/CNPJ.',
  'error.invalid_tax_id': 'Hindi valid ang iyong CPF/CNPJ.',
  'error.incomplete_blik_code': 'Kulang ang iyong BLIK code.',
  'error.invalid_blik_code': 'Hindi valid ang iyong BLIK code.',
  'error.incomplete': 'Kinansela ang bayad.',
  'error.incomplete_payment_details': 'Kulang ang iyong mga detalye ng pagbabayad.',
  'error.modify_bacs_debit_bank_details':
    'Pakitingnan ang iyong mga detalye ng bangko at kumpirmahin muli ang Direct Debit mandate.',
  'error.sepa_debit_microdeposits_unconfirmed':
    'Pakikumpirma ang iyong mga detalye ng SEPA Direct Debit bago magbayad.',
  'error.postal_code_recollection_required_check_failed':
    'Hindi tugma ang iyong postal code. Pakilagay itong muli.',
  'error.postal_code_recollection_required_missing_required_postal_code': 'Pakilagay ang iyong postal code.',
  'error.cvc_recollection_required': 'Pakilagay muli ang security code ng iyong card.',
  'error.invalid_address_view.update': 'Hindi ma-e-edit dito ang naka-save na billing address na ito.',
  'decline.generic_decline': 'Tinanggihan ang iyong card.',
  'decline.insufficient_funds': 'Kulang ang pondo ng iyong card.',
  'decline.lost_card': 'Tinanggihan ang iyong card.',
  'decline.stolen_card': 'Tinanggihan ang iyong card.',
  'decline.fraudulent': 'Tinanggihan ang iyong card.',
  'decline.card_velocity_exceeded':
    'Tinanggihan ang iyong card dahil sa sobrang dalas na pagsubok o paglampas sa limitasyon ng halaga nito.',
  'decline.expired_card': 'Nag-expire na ang iyong card.',
  'decline.incorrect_cvc': 'Mali ang security code ng iyong card.',
  'decline.invalid_cvc': 'Hindi valid ang security code ng iyong card.',
  'decline.incorrect_zip': 'Mali ang postal code ng iyong card.',
  'decline.invalid_expiry_month': 'Hindi valid ang buwan ng expiration ng iyong card.',
  'decline.invalid_expiry_year': 'Hindi valid ang taon ng expiration ng iyong card.',
  'decline.incorrect_number': 'Mali ang numero ng iyong card.',
  'decline.processing_error':
    'Nagkaroon ng error habang pinoproseso ang iyong card. Subukang muli maya-maya.',
  'decline.authentication_required':
    'Tinanggihan ang iyong card. Kailangan ng authentication para sa transaksyong ito.',
};
