import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Czech (vykání). */
export const BANK_LINK_CS: BankLinkTexts = {
  merchantFallback: 'obchodník',
  consentTitle: 'Propojte svůj bankovní účet',
  consentBody:
    '{merchant} používá Payframe k propojení vašeho bankovního účtu. Vaše přihlašovací údaje k bance se {merchant} nikdy nesdílejí.',
  agree: 'Souhlasit a pokračovat',
  manual: 'Zadat bankovní údaje ručně',
  selectBank: 'Vyberte svou banku',
  search: 'Vyhledejte svou banku',
  noResults: 'Vašemu hledání neodpovídá žádná banka.',
  signInTitle: 'Přihlaste se do {bank}',
  username: 'Uživatelské jméno',
  password: 'Heslo',
  signIn: 'Přihlásit se',
  testMode: 'Testovací režim: funguje jakékoli uživatelské jméno a heslo.',
  oauthWaiting: 'Povolte přístup v otevřeném okně a pak pokračujte.',
  continue: 'Pokračovat',
  back: 'Zpět',
  selectAccount: 'Vyberte účet',
  balance: 'Zůstatek {amount}',
  notEligible: 'Nelze použít',
  link: 'Propojit účet',
  successTitle: 'Účet propojen',
  successBody: '{account} je propojen.',
  microdepositsBody:
    'Na {account} budou během 1–2 pracovních dnů odeslány drobné vklady; zadáním jejich částek účet ověříte.',
  done: 'Hotovo',
  manualDoneTitle: 'Bankovní údaje uloženy',
  manualTitle: 'Zadejte bankovní údaje',
  routing: 'Směrovací číslo (routing number)',
  account: 'Číslo účtu',
  accountConfirm: 'Potvrďte číslo účtu',
  routingInvalid: 'Zadejte platné 9místné směrovací číslo.',
  accountInvalid: 'Zadejte číslo účtu o 4 až 17 číslicích.',
  accountMismatch: 'Čísla účtů se neshodují.',
  verifyingTitle: 'Ověřujeme váš účet',
  verifyingBody: 'Čekáme, až {bank} sdílí údaje o vašem účtu…',
  verificationIncomplete:
    'Váš účet se nepodařilo okamžitě ověřit. Vyberte znovu svou banku, jinou banku, nebo zadejte bankovní údaje ručně.',
};
