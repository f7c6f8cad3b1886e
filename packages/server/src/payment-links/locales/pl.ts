import type { LinkTexts } from '../texts.js';

/** Polish. */
export const PL: LinkTexts = {
  inactiveTitle: 'Ten link nie jest już aktywny',
  inactiveBody:
    '{merchant} wyłączył ten link do płatności. Skontaktuj się ze sprzedawcą, aby zapłacić w inny sposób.',
  unavailableTitle: 'Przez ten link nie można teraz zapłacić',
  unavailableBody:
    'Jeden z produktów jest już niedostępny. Skontaktuj się z {merchant}, aby zapłacić w inny sposób.',
  thanksTitle: 'Dziękujemy za płatność',
  paid: 'Zapłacono {amount} na rzecz {merchant}.',
  testMode: 'Tryb testowy',
};
