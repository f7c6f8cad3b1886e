import type { SomeTexts } from '../../html/locale.js';
import type { VoucherTexts } from '../texts.js';

/** Canadian French: France's texts with the words Quebec uses (courriel, guichet automatique). */
export const FR_CA: SomeTexts<VoucherTexts> = {
  testMode:
    'Mode test : aucun argent n’est versé. Le bon est payé ou expire selon le courriel de test du paiement.',
  // Boleto's and Multibanco's steps name the ATM as Quebec does.
  instructions: {
    boleto:
      'Payez dans n’importe quelle banque, point de loterie ou guichet automatique, ou dans l’application de votre banque, avec le code-barres ou la ligne numérique, avant l’échéance.',
    multibanco:
      'Payez à un guichet automatique Multibanco ou dans l’application de votre banque : choisissez « Paiement de services » et saisissez l’entité, la référence et le montant.',
  },
};
