import type { ShopperErrorTexts } from './en.js';

/** German. */
export const SHOPPER_ERRORS_DE: ShopperErrorTexts = {
  'error.incomplete_number': 'Ihre Kartennummer ist unvollständig.',
  'error.invalid_number': 'Ihre Kartennummer ist ungültig.',
  'error.card_brand_not_allowed':
    'Ihre Kartenmarke wird hier nicht akzeptiert. Bitte verwenden Sie eine andere Karte.',
  'error.incomplete_expiry': 'Das Ablaufdatum Ihrer Karte ist unvollständig.',
  'error.invalid_expiry_month': 'Der Ablaufmonat Ihrer Karte ist ungültig.',
  'error.invalid_expiry_year': 'Das Ablaufjahr Ihrer Karte ist ungültig.',
  'error.invalid_expiry_year_past': 'Das Ablaufjahr Ihrer Karte liegt in der Vergangenheit.',
  'error.invalid_expiry_month_past': 'Das Ablaufdatum Ihrer Karte liegt in der Vergangenheit.',
  'error.incomplete_cvc': 'Der Sicherheitscode Ihrer Karte ist unvollständig.',
  'error.invalid_cvc': 'Der Sicherheitscode Ihrer Karte ist ungültig.',
  'error.incomplete_zip': 'Ihre Postleitzahl ist unvollständig.',
  'error.incomplete_postal_code': 'Ihre Postleitzahl ist unvollständig.',
  'error.invalid_zip': 'Ihre Postleitzahl ist ungültig.',
  'error.invalid_postal_code': 'Ihre Postleitzahl ist ungültig.',
  'error.incomplete_address': 'Ihre Adresse ist unvollständig.',
  'error.po_box_prohibited': 'Postfächer werden für diese Adresse nicht akzeptiert.',
  'error.country_not_allowed': 'Adressen in diesem Land werden nicht akzeptiert.',
  'error.incomplete_name': 'Ihr Name ist unvollständig.',
  'error.incomplete_first_name': 'Ihr Vorname ist unvollständig.',
  'error.incomplete_last_name': 'Ihr Nachname ist unvollständig.',
  'error.incomplete_organization_name': 'Der Name Ihrer Organisation ist unvollständig.',
  'error.card_number_in_name_field':
    'Ihr Name sieht wie eine Kartennummer aus. Bitte geben Sie den Namen auf Ihrer Karte ein.',
  'error.card_number_in_postal_code_field':
    'Ihre Postleitzahl sieht wie eine Kartennummer aus. Bitte geben Sie Ihre Postleitzahl ein.',
  'error.incomplete_phone_number': 'Ihre Telefonnummer ist unvollständig.',
  'error.invalid_phone_number': 'Ihre Telefonnummer ist ungültig.',
  'error.incomplete_email': 'Ihre E-Mail-Adresse ist unvollständig.',
  'error.email_invalid': 'Ihre E-Mail-Adresse ist ungültig.',
  'error.incomplete_email_autofill':
    'Ihre E-Mail-Adresse ist unvollständig. Bitte prüfen Sie die von Ihrem Browser eingetragene Adresse.',
  'error.incomplete_iban': 'Ihre IBAN ist unvollständig.',
  'error.invalid_iban': 'Ihre IBAN ist ungültig.',
  'error.invalid_iban_country_code': 'Ihre IBAN hat einen ungültigen Ländercode.',
  'error.incomplete_au_bank_account_bsb': 'Die eingegebene BSB ist unvollständig.',
  'error.invalid_au_bank_account_bsb': 'Die eingegebene BSB ist ungültig.',
  'error.incomplete_au_bank_account_number': 'Die eingegebene Kontonummer ist unvollständig.',
  'error.invalid_au_bank_account_number': 'Die eingegebene Kontonummer ist ungültig.',
  'error.incomplete_acss_institution_number': 'Die eingegebene Institutsnummer ist unvollständig.',
  'error.invalid_acss_institution_number': 'Die eingegebene Institutsnummer ist ungültig.',
  'error.incomplete_acss_transit_number': 'Die eingegebene Transitnummer ist unvollständig.',
  'error.invalid_acss_transit_number': 'Die eingegebene Transitnummer ist ungültig.',
  'error.incomplete_acss_account_number': 'Die eingegebene Kontonummer ist unvollständig.',
  'error.invalid_acss_account_number': 'Die eingegebene Kontonummer ist ungültig.',
  'error.incomplete_bacs_sort_code': 'Der eingegebene Sort Code ist unvollständig.',
  'error.invalid_bacs_sort_code': 'Der eingegebene Sort Code ist ungültig.',
  'error.incomplete_bacs_account_number': 'Die eingegebene Kontonummer ist unvollständig.',
  'error.invalid_bacs_account_number': 'Die eingegebene Kontonummer ist ungültig.',
  'error.incomplete_tax_id': 'Ihre CPF/CNPJ ist unvollständig.',
  'error.invalid_tax_id': 'Ihre CPF/CNPJ ist ungültig.',
  'error.incomplete_blik_code': 'Ihr BLIK-Code ist unvollständig.',
  'error.invalid_blik_code': 'Ihr BLIK-Code ist ungültig.',
  'error.incomplete': 'Die Zahlung wurde abgebrochen.',
  'error.incomplete_payment_details': 'Ihre Zahlungsdaten sind unvollständig.',
  'error.modify_bacs_debit_bank_details':
    'Bitte prüfen Sie Ihre Bankdaten und bestätigen Sie das Lastschriftmandat erneut.',
  'error.sepa_debit_microdeposits_unconfirmed':
    'Bitte bestätigen Sie Ihre SEPA-Lastschriftdaten, bevor Sie bezahlen.',
  'error.postal_code_recollection_required_check_failed':
    'Ihre Postleitzahl stimmte nicht überein. Bitte geben Sie sie erneut ein.',
  'error.postal_code_recollection_required_missing_required_postal_code':
    'Bitte geben Sie Ihre Postleitzahl ein.',
  'error.cvc_recollection_required': 'Bitte geben Sie den Sicherheitscode Ihrer Karte erneut ein.',
  'error.invalid_address_view.update':
    'Diese gespeicherte Rechnungsadresse kann hier nicht bearbeitet werden.',
  // Card declines, as the shopper reads them.
  'decline.generic_decline': 'Ihre Karte wurde abgelehnt.',
  'decline.insufficient_funds': 'Ihre Karte ist nicht ausreichend gedeckt.',
  'decline.lost_card': 'Ihre Karte wurde abgelehnt.',
  'decline.stolen_card': 'Ihre Karte wurde abgelehnt.',
  'decline.fraudulent': 'Ihre Karte wurde abgelehnt.',
  'decline.card_velocity_exceeded':
    'Ihre Karte wurde abgelehnt: zu viele Versuche in kurzer Zeit oder Betragslimit überschritten.',
  'decline.expired_card': 'Ihre Karte ist abgelaufen.',
  'decline.incorrect_cvc': 'Der Sicherheitscode Ihrer Karte ist falsch.',
  'decline.invalid_cvc': 'Der Sicherheitscode Ihrer Karte ist ungültig.',
  'decline.incorrect_zip': 'Die Postleitzahl Ihrer Karte ist falsch.',
  'decline.invalid_expiry_month': 'Der Ablaufmonat Ihrer Karte ist ungültig.',
  'decline.invalid_expiry_year': 'Das Ablaufjahr Ihrer Karte ist ungültig.',
  'decline.incorrect_number': 'Ihre Kartennummer ist falsch.',
  'decline.processing_error':
    'Bei der Verarbeitung Ihrer Karte ist ein Fehler aufgetreten. Bitte versuchen Sie es gleich noch einmal.',
  'decline.authentication_required':
    'Ihre Karte wurde abgelehnt. Diese Transaktion erfordert eine Authentifizierung.',
};
