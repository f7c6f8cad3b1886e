import type { MandateTexts } from '../mandate-texts.js';

/** Lithuanian. */
export const LT: MandateTexts = {
  title: 'Tiesioginio debeto sutikimas',
  badge: 'Bandomasis režimas',
  creditor: 'Kreditorius',
  merchant: 'Pardavėjas',
  reference: 'Sutikimo nuoroda',
  type: 'Tipas',
  recurring: 'Periodinis',
  oneOff: 'Vienkartinis',
  status: 'Būsena',
  holder: 'Sąskaitos savininkas',
  account: 'Sąskaita',
  accepted: 'Priimta',
  firstCollection: 'Pirmasis nuskaitymas',
  online: 'internetu',
  offline: 'neprisijungus',
  theMerchant: 'pardavėją',
  routing: 'Maršruto numeris {number}',
  institution: 'Įstaiga {institution}, skyrius {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Galioja', inactive: 'Negalioja', pending: 'Laukiama' },
  notes: {
    sepa: 'Įgaliojote {merchant} siųsti jūsų bankui nurodymus nurašyti lėšas iš šios sąskaitos, o savo banką – nurašyti jas pagal tuos nurodymus. Turite teisę į grąžinimą iš banko pagal su juo sudarytos sutarties sąlygas, jei to paprašysite per 8 savaites nuo lėšų nurašymo dienos.',
    becs: 'Sutikote su šiuo tiesioginio debeto prašymu (Direct Debit Request) ir jo paslaugų sutartimi ir įgaliojote Payframe, pardavėjo mokėjimo paslaugų teikėją, per Bulk Electronic Clearing System (BECS) {merchant} („Pardavėjas“) vardu nurašyti iš šios sąskaitos sumas, apie kurias Pardavėjas jums praneša atskirai. Patvirtinote, kad esate sąskaitos savininkas arba įgaliotas pasirašyti asmuo.',
    ach: 'Įgaliojote {merchant} ir Payframe, jo mokėjimo paslaugų teikėją, per ACH tinklą nurašyti iš šios sąskaitos patvirtintą mokėjimą ir, jei išsaugojote sąskaitą, būsimus mokėjimus pagal pardavėjo sąlygas, taip pat įskaityti lėšas klaidingam nurašymui ištaisyti. Šį įgaliojimą galite atšaukti, pranešę pardavėjui prieš 30 dienų.',
    pad: 'Sutikote su šia iš anksto autorizuoto debeto sutartimi (PAD) ir įgaliojote {merchant} ir Payframe, jo mokėjimo paslaugų teikėją, nurašyti lėšas iš šios sąskaitos per Automated Clearing Settlement System (ACSS), kaip sutarta. Jei nurašymas neatitinka sutarties, turite tam tikrų teisių. Sutartį galite bet kada nutraukti susisiekę su pardavėju.',
    bacs: 'Nurodėte savo bankui ar statybos draugijai mokėti iš šios sąskaitos tiesioginius debetus, kurių prašo {merchant} (per Payframe), su Direct Debit Guarantee apsauga: apie bet kokį sumos, datos ar dažnumo pakeitimą jums pranešama iš anksto; įvykus mokėjimo klaidai, bankas ar draugija iš karto grąžina visą sumą; o tiesioginį debetą galite bet kada atšaukti susisiekę su banku ar draugija.',
  },
};
