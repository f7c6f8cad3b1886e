import type { MandateTexts } from '../mandate-texts.js';

/** Estonian. */
export const ET: MandateTexts = {
  title: 'Otsekorraldusvolitus',
  badge: 'Testrežiim',
  creditor: 'Saaja',
  merchant: 'Kaupmees',
  reference: 'Volituse viide',
  type: 'Tüüp',
  recurring: 'Korduv',
  oneOff: 'Ühekordne',
  status: 'Olek',
  holder: 'Konto omanik',
  account: 'Konto',
  accepted: 'Nõustutud',
  firstCollection: 'Esimene sissenõue',
  online: 'veebis',
  offline: 'võrguühenduseta',
  theMerchant: 'kaupmees',
  routing: 'Suunanumber {number}',
  institution: 'Asutus {institution}, harukontor {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Kehtiv', inactive: 'Kehtetu', pending: 'Ootel' },
  notes: {
    sepa: 'Volitasite saajat {merchant} saatma teie pangale korraldusi sellelt kontolt raha debiteerimiseks ja oma panka kontot nende järgi debiteerima. Teil on õigus saada pangalt tagasimakse vastavalt pangaga sõlmitud lepingu tingimustele, kui taotlete seda 8 nädala jooksul alates debiteerimise kuupäevast.',
    becs: 'Nõustusite selle otsekorraldustaotluse (Direct Debit Request) ja selle teenuslepinguga ning volitasite Payframe’i, kaupmehe makseteenuse pakkujat, debiteerima seda kontot Bulk Electronic Clearing Systemi (BECS) kaudu saaja {merchant} („Kaupmees”) nimel summades, mille Kaupmees teile eraldi teatab. Kinnitasite, et olete konto omanik või volitatud allkirjastaja.',
    ach: 'Volitasite kaupmeest {merchant} ja tema makseteenuse pakkujat Payframe’i debiteerima seda kontot ACH-võrgu kaudu kinnitatud makse eest ning, kui salvestasite konto, tulevaste maksete eest kaupmehe tingimuste järgi, samuti kontot krediteerima ekslikku debiteerimise parandamiseks. Volituse saate tühistada, teatades sellest kaupmehele 30 päeva ette.',
    pad: 'Nõustusite selle eelvolitatud debiteerimise lepinguga (PAD) ning volitasite kaupmeest {merchant} ja tema makseteenuse pakkujat Payframe’i debiteerima seda kontot Automated Clearing Settlement Systemi (ACSS) kaudu kokkulepitud viisil. Kui debiteerimine ei vasta lepingule, on teil teatud õigused. Lepingu saate igal ajal lõpetada, võttes ühendust kaupmehega.',
    bacs: 'Andsite oma pangale või hoiu-laenuühistule korralduse maksta sellelt kontolt otsekorraldusi, mida {merchant} (Payframe’i kaudu) nõuab, Direct Debit Guarantee kaitse all: summa, kuupäeva või sageduse igast muutusest teatatakse teile ette; makseviga korral saate pangalt või ühistult kohe kogu summa tagasi; ja otsekorralduse saate igal ajal tühistada, võttes ühendust oma panga või ühistuga.',
  },
};
