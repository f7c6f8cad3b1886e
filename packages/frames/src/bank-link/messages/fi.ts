import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Finnish. */
export const BANK_LINK_FI: BankLinkTexts = {
  merchantFallback: 'kauppias',
  consentTitle: 'Yhdistä pankkitilisi',
  consentBody:
    '{merchant} käyttää Payframea pankkitilisi yhdistämiseen. Pankkisi kirjautumistietoja ei koskaan jaeta kauppiaalle {merchant}.',
  agree: 'Hyväksy ja jatka',
  manual: 'Anna pankkitiedot käsin',
  selectBank: 'Valitse pankkisi',
  search: 'Hae pankkiasi',
  noResults: 'Yksikään pankki ei vastaa hakuasi.',
  signInTitle: 'Kirjaudu: {bank}',
  username: 'Käyttäjätunnus',
  password: 'Salasana',
  signIn: 'Kirjaudu',
  testMode: 'Testitila: mikä tahansa käyttäjätunnus ja salasana käy.',
  oauthWaiting: 'Salli käyttö avautuneessa ikkunassa ja jatka sitten.',
  continue: 'Jatka',
  back: 'Takaisin',
  selectAccount: 'Valitse tili',
  balance: 'Saldo {amount}',
  notEligible: 'Ei kelpaa',
  link: 'Yhdistä tili',
  successTitle: 'Tili yhdistetty',
  successBody: '{account} on yhdistetty.',
  microdepositsBody:
    'Tilille {account} lähetetään 1–2 arkipäivän kuluessa pieniä talletuksia; vahvistat tilin syöttämällä ne.',
  done: 'Valmis',
  manualDoneTitle: 'Pankkitiedot tallennettu',
  manualTitle: 'Anna pankkitiedot',
  routing: 'Routing-numero',
  account: 'Tilinumero',
  accountConfirm: 'Vahvista tilinumero',
  routingInvalid: 'Anna kelvollinen 9-numeroinen routing-numero.',
  accountInvalid: 'Anna 4–17-numeroinen tilinumero.',
  accountMismatch: 'Tilinumerot eivät täsmää.',
  verifyingTitle: 'Tiliäsi vahvistetaan',
  verifyingBody: 'Odotetaan, että {bank} jakaa tilisi tiedot…',
  verificationIncomplete:
    'Tiliäsi ei voitu vahvistaa heti. Valitse pankkisi uudelleen, toinen pankki tai anna pankkitiedot käsin.',
};
