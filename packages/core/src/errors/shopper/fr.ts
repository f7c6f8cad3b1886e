import type { ShopperErrorTexts } from './en.js';

/** French. */
export const SHOPPER_ERRORS_FR: ShopperErrorTexts = {
  'error.incomplete_number': 'Le numéro de carte est incomplet.',
  'error.invalid_number': "Le numéro de carte n'est pas valide.",
  'error.card_brand_not_allowed':
    "Ce type de carte n'est pas accepté ici. Veuillez utiliser une autre carte.",
  'error.incomplete_expiry': "La date d'expiration de la carte est incomplète.",
  'error.invalid_expiry_month': "Le mois d'expiration de la carte n'est pas valide.",
  'error.invalid_expiry_year': "L'année d'expiration de la carte n'est pas valide.",
  'error.invalid_expiry_year_past': "L'année d'expiration de la carte est déjà passée.",
  'error.invalid_expiry_month_past': "La date d'expiration de la carte est déjà passée.",
  'error.incomplete_cvc': 'Le code de sécurité de la carte est incomplet.',
  'error.invalid_cvc': "Le code de sécurité de la carte n'est pas valide.",
  'error.incomplete_zip': 'Le code postal est incomplet.',
  'error.incomplete_postal_code': 'Le code postal est incomplet.',
  'error.invalid_zip': "Le code postal n'est pas valide.",
  'error.invalid_postal_code': "Le code postal n'est pas valide.",
  'error.incomplete_address': "L'adresse est incomplète.",
  'error.po_box_prohibited': 'Les boîtes postales ne sont pas acceptées pour cette adresse.',
  'error.country_not_allowed': 'Les adresses dans ce pays ne sont pas acceptées.',
  'error.incomplete_name': 'Le nom est incomplet.',
  'error.incomplete_first_name': 'Le prénom est incomplet.',
  'error.incomplete_last_name': 'Le nom de famille est incomplet.',
  'error.incomplete_organization_name': "Le nom de l'organisation est incomplet.",
  'error.card_number_in_name_field':
    'Le nom ressemble à un numéro de carte. Veuillez saisir le nom figurant sur votre carte.',
  'error.card_number_in_postal_code_field':
    'Le code postal ressemble à un numéro de carte. Veuillez saisir votre code postal.',
  'error.incomplete_phone_number': 'Le numéro de téléphone est incomplet.',
  'error.invalid_phone_number': "Le numéro de téléphone n'est pas valide.",
  'error.incomplete_email': "L'adresse e-mail est incomplète.",
  'error.email_invalid': "L'adresse e-mail n'est pas valide.",
  'error.incomplete_email_autofill':
    "L'adresse e-mail est incomplète. Veuillez vérifier celle que votre navigateur a remplie.",
  'error.incomplete_iban': "L'IBAN est incomplet.",
  'error.invalid_iban': "L'IBAN n'est pas valide.",
  'error.invalid_iban_country_code': "Le code pays de l'IBAN n'est pas valide.",
  'error.incomplete_au_bank_account_bsb': 'Le BSB saisi est incomplet.',
  'error.invalid_au_bank_account_bsb': "Le BSB saisi n'est pas valide.",
  'error.incomplete_au_bank_account_number': 'Le numéro de compte saisi est incomplet.',
  'error.invalid_au_bank_account_number': "Le numéro de compte saisi n'est pas valide.",
  'error.incomplete_acss_institution_number': "Le numéro d'institution saisi est incomplet.",
  'error.invalid_acss_institution_number': "Le numéro d'institution saisi n'est pas valide.",
  'error.incomplete_acss_transit_number': 'Le numéro de transit saisi est incomplet.',
  'error.invalid_acss_transit_number': "Le numéro de transit saisi n'est pas valide.",
  'error.incomplete_acss_account_number': 'Le numéro de compte saisi est incomplet.',
  'error.invalid_acss_account_number': "Le numéro de compte saisi n'est pas valide.",
  'error.incomplete_bacs_sort_code': 'Le code guichet saisi est incomplet.',
  'error.invalid_bacs_sort_code': "Le code guichet saisi n'est pas valide.",
  'error.incomplete_bacs_account_number': 'Le numéro de compte saisi est incomplet.',
  'error.invalid_bacs_account_number': "Le numéro de compte saisi n'est pas valide.",
  'error.incomplete_tax_id': 'Le CPF/CNPJ est incomplet.',
  'error.invalid_tax_id': 'Le CPF/CNPJ n’est pas valide.',
  'error.incomplete_blik_code': 'Votre code BLIK est incomplet.',
  'error.invalid_blik_code': "Votre code BLIK n'est pas valide.",
  'error.incomplete': 'Le paiement a été annulé.',
  'error.incomplete_payment_details': 'Les informations de paiement sont incomplètes.',
  'error.modify_bacs_debit_bank_details':
    'Veuillez vérifier vos coordonnées bancaires et confirmer à nouveau le mandat de prélèvement.',
  'error.sepa_debit_microdeposits_unconfirmed':
    'Veuillez confirmer vos coordonnées de prélèvement SEPA avant de payer.',
  'error.postal_code_recollection_required_check_failed':
    'Le code postal ne correspond pas. Veuillez le saisir à nouveau.',
  'error.postal_code_recollection_required_missing_required_postal_code':
    'Veuillez saisir votre code postal.',
  'error.cvc_recollection_required': 'Veuillez saisir à nouveau le code de sécurité de votre carte.',
  'error.invalid_address_view.update':
    'Cette adresse de facturation enregistrée ne peut pas être modifiée ici.',
  // Card declines, as the shopper reads them.
  'decline.generic_decline': 'Votre carte a été refusée.',
  'decline.insufficient_funds': 'Le solde de votre carte est insuffisant.',
  'decline.lost_card': 'Votre carte a été refusée.',
  'decline.stolen_card': 'Votre carte a été refusée.',
  'decline.fraudulent': 'Votre carte a été refusée.',
  'decline.card_velocity_exceeded':
    'Votre carte a été refusée : trop de tentatives rapprochées ou plafond dépassé.',
  'decline.expired_card': 'Votre carte a expiré.',
  'decline.incorrect_cvc': 'Le code de sécurité de votre carte est incorrect.',
  'decline.invalid_cvc': "Le code de sécurité de votre carte n'est pas valide.",
  'decline.incorrect_zip': 'Le code postal de votre carte est incorrect.',
  'decline.invalid_expiry_month': "Le mois d'expiration de votre carte n'est pas valide.",
  'decline.invalid_expiry_year': "L'année d'expiration de votre carte n'est pas valide.",
  'decline.incorrect_number': 'Le numéro de votre carte est incorrect.',
  'decline.processing_error':
    "Une erreur s'est produite lors du traitement de votre carte. Réessayez dans quelques instants.",
  'decline.authentication_required':
    'Votre carte a été refusée. Cette transaction nécessite une authentification.',
};
