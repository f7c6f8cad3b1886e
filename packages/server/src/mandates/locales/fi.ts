import type { MandateTexts } from '../mandate-texts.js';

/** Finnish. */
export const FI: MandateTexts = {
  title: 'Suoraveloitusvaltuutus',
  badge: 'Testitila',
  creditor: 'Maksunsaaja',
  merchant: 'Kauppias',
  reference: 'Valtuutuksen viite',
  type: 'Tyyppi',
  recurring: 'Toistuva',
  oneOff: 'Kertaluonteinen',
  status: 'Tila',
  holder: 'Tilinomistaja',
  account: 'Tili',
  accepted: 'Hyväksytty',
  firstCollection: 'Ensimmäinen veloitus',
  online: 'verkossa',
  offline: 'ei verkossa',
  theMerchant: 'kauppias',
  routing: 'Reititysnumero {number}',
  institution: 'Laitos {institution}, konttori {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Voimassa', inactive: 'Ei voimassa', pending: 'Odottaa' },
  notes: {
    sepa: 'Valtuutit maksunsaajan {merchant} lähettämään pankillesi ohjeita veloittaa tätä tiliä ja pankkisi veloittamaan sitä niiden mukaisesti. Sinulla on oikeus saada pankiltasi hyvitys pankkisi kanssa tekemäsi sopimuksen ehtojen mukaisesti, jos vaadit sitä 8 viikon kuluessa veloituspäivästä.',
    becs: 'Hyväksyit tämän suoraveloituspyynnön (Direct Debit Request) ja sen palvelusopimuksen ja valtuutit Payframen, kauppiaan maksupalveluntarjoajan, veloittamaan tätä tiliä Bulk Electronic Clearing Systemin (BECS) kautta maksunsaajan {merchant} (”Kauppias”) puolesta summilla, jotka Kauppias ilmoittaa sinulle erikseen. Vahvistit olevasi tilin omistaja tai valtuutettu allekirjoittaja.',
    ach: 'Valtuutit kauppiaan {merchant} ja sen maksupalveluntarjoajan Payframen veloittamaan tätä tiliä ACH-verkon kautta vahvistamasi maksun ja, jos tallensit tilin, tulevat maksut kauppiaan ehtojen mukaisesti sekä hyvittämään tiliä virheellisen veloituksen korjaamiseksi. Voit perua valtuutuksen ilmoittamalla siitä kauppiaalle 30 päivää etukäteen.',
    pad: 'Hyväksyit tämän ennalta valtuutetun veloituksen sopimuksen (PAD) ja valtuutit kauppiaan {merchant} ja sen maksupalveluntarjoajan Payframen veloittamaan tätä tiliä Automated Clearing Settlement Systemin (ACSS) kautta sovitusti. Sinulla on tiettyjä oikeuksia, jos veloitus ei noudata sopimusta. Voit peruuttaa sen milloin tahansa ottamalla yhteyttä kauppiaaseen.',
    bacs: 'Annoit pankillesi tai building societylle ohjeen maksaa tältä tililtä suoraveloitukset, joita {merchant} pyytää (Payframen kautta), Direct Debit Guaranteen suojaamina: saat etukäteen tiedon summan, päivän tai tiheyden muutoksista; maksuvirheestä saat pankiltasi tai building societylta heti täyden hyvityksen; ja voit peruuttaa suoraveloituksen milloin tahansa ottamalla yhteyttä pankkiisi tai building societyyn.',
  },
};
