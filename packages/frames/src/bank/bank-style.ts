/**
 * The bank elements' own rules beside the card elements' (the shared stylesheet): only the bank
 * frame carries them. Applied before the merchant's `style`, which may override them.
 */
export const BANK_CSS = [
  '.Card--bank .CardField{flex:1}',
  '.Card--bank .MethodIcon{display:block;width:1.55em;height:1em}',
  '.BankSelect{cursor:pointer}',
  // auBankAccount: the BSB (000-000) beside the account number.
  '.Card--bank .CardField--bsb{flex:none;width:5.2em;margin-inline-end:.8em}',
  '.Card--bank .CardField[hidden]{display:none}',
  // "Select bank" reads as a placeholder; a chevron says the line opens a list.
  '.Card .BankSelect.is-empty{color:#aab7c4}',
  '.Card--bank .CardField:has(.BankSelect)::after{position:absolute;top:50%;inset-inline-end:.1em;width:0;height:0;margin-top:-.15em;border-top:.3em solid #aab7c4;border-right:.25em solid transparent;border-left:.25em solid transparent;pointer-events:none;content:""}',
].join('\n');
