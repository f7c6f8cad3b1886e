import type { MandateTexts } from '../mandate-texts.js';

/** French. */
export const FR: MandateTexts = {
  title: 'Mandat de prélèvement',
  badge: 'Mode test',
  creditor: 'Créancier',
  merchant: 'Marchand',
  reference: 'Référence unique du mandat',
  type: 'Type',
  recurring: 'Récurrent',
  oneOff: 'Ponctuel',
  status: 'Statut',
  holder: 'Titulaire du compte',
  account: 'Compte',
  accepted: 'Accepté le',
  firstCollection: 'Premier prélèvement',
  online: 'en ligne',
  offline: 'hors ligne',
  theMerchant: 'le marchand',
  routing: 'Numéro d’acheminement {number}',
  institution: 'Institution {institution}, transit {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Actif', inactive: 'Inactif', pending: 'En attente' },
  notes: {
    sepa: 'Vous avez autorisé {merchant} à envoyer des instructions à votre banque pour débiter ce compte, et votre banque à le débiter conformément à ces instructions. Vous avez droit à un remboursement par votre banque selon les conditions de votre contrat avec elle, à demander dans les 8 semaines suivant la date du débit.',
    becs: 'Vous avez accepté cette demande de prélèvement (Direct Debit Request) et son contrat de service, et autorisé Payframe, le prestataire de paiement du marchand, à débiter ce compte via le Bulk Electronic Clearing System (BECS) pour le compte de {merchant} (le « Marchand ») de tout montant que le Marchand vous communique séparément. Vous avez certifié être titulaire de ce compte ou signataire autorisé.',
    ach: 'Vous avez autorisé {merchant} et Payframe, son prestataire de paiement, à débiter ce compte via le réseau ACH pour le paiement confirmé et, si vous avez enregistré le compte, pour de futurs paiements selon les conditions du marchand, ainsi qu’à le créditer pour corriger un débit erroné. Vous pouvez révoquer cette autorisation en prévenant le marchand 30 jours à l’avance.',
    pad: 'Vous avez accepté cet accord de débit préautorisé (DPA) et autorisé {merchant} et Payframe, son prestataire de paiement, à débiter ce compte via le Système automatisé de compensation et de règlement (SACR) comme convenu. Vous disposez de certains droits de recours si un débit n’est pas conforme à cet accord. Vous pouvez l’annuler à tout moment en contactant le marchand.',
    bacs: 'Vous avez demandé à votre banque ou société de crédit immobilier de payer, depuis ce compte, les prélèvements demandés par {merchant} (via Payframe), sous les garanties du Direct Debit Guarantee : vous êtes prévenu à l’avance de tout changement de montant, de date ou de fréquence ; une erreur de paiement vous donne droit à un remboursement complet et immédiat par votre banque ou société de crédit immobilier ; et vous pouvez annuler un prélèvement à tout moment en contactant votre banque ou société de crédit immobilier.',
  },
};
