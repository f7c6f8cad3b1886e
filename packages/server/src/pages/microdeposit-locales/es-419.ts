import type { MicrodepositTexts } from '../microdeposit-texts.js';

/** Latin American Spanish: Spain's texts with the words Latin American shoppers use (ingresa, monto). */
export const ES_419: Partial<MicrodepositTexts> = {
  intro: 'Enviamos un pequeño depósito a {account}. Ingresa lo que ves en tu estado de cuenta para terminar.',
  amountsHelp: 'Ingresa los dos montos depositados, en centavos.',
  amount1: 'Primer monto (centavos)',
  amount2: 'Segundo monto (centavos)',
  wrongAmounts: 'Esos montos no coinciden con los que enviamos.',
  testAmounts: 'Modo de prueba: no se mueve dinero. Los montos son 32 y 45.',
};
