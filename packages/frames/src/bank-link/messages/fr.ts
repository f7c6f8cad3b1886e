import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in French (vous). */
export const BANK_LINK_FR: BankLinkTexts = {
  merchantFallback: 'le marchand',
  consentTitle: 'Associez votre compte bancaire',
  consentBody:
    '{merchant} utilise Payframe pour associer votre compte bancaire. Vos identifiants bancaires ne sont jamais communiqués à {merchant}.',
  agree: 'Accepter et continuer',
  manual: 'Saisir les coordonnées bancaires manuellement',
  selectBank: 'Choisissez votre banque',
  search: 'Rechercher votre banque',
  noResults: 'Aucune banque ne correspond à votre recherche.',
  signInTitle: 'Connexion à {bank}',
  username: 'Identifiant',
  password: 'Mot de passe',
  signIn: 'Se connecter',
  testMode: 'Mode test : tout identifiant et mot de passe conviennent.',
  oauthWaiting: 'Autorisez l’accès dans la fenêtre ouverte, puis continuez.',
  continue: 'Continuer',
  back: 'Retour',
  selectAccount: 'Choisissez un compte',
  balance: 'Solde {amount}',
  notEligible: 'Non éligible',
  link: 'Associer le compte',
  successTitle: 'Compte associé',
  successBody: '{account} est associé.',
  microdepositsBody:
    'De petits dépôts seront envoyés sur {account} sous 1 à 2 jours ouvrés ; vous les saisirez pour vérifier le compte.',
  done: 'Terminé',
  manualDoneTitle: 'Coordonnées bancaires enregistrées',
  manualTitle: 'Saisissez vos coordonnées bancaires',
  routing: 'Numéro de routage',
  account: 'Numéro de compte',
  accountConfirm: 'Confirmez le numéro de compte',
  routingInvalid: 'Saisissez un numéro de routage valide à 9 chiffres.',
  accountInvalid: 'Saisissez un numéro de compte de 4 à 17 chiffres.',
  accountMismatch: 'Les numéros de compte ne correspondent pas.',
  verifyingTitle: 'Vérification de votre compte',
  verifyingBody: 'En attente des informations de votre compte auprès de {bank}…',
  verificationIncomplete:
    "Votre compte n'a pas pu être vérifié instantanément. Choisissez à nouveau votre banque, une autre banque, ou saisissez vos coordonnées bancaires manuellement.",
};
