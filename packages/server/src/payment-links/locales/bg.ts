import type { LinkTexts } from '../texts.js';

/** Bulgarian. */
export const BG: LinkTexts = {
  inactiveTitle: 'Тази връзка вече не е активна',
  inactiveBody:
    '{merchant} деактивира тази връзка за плащане. Свържете се с търговеца, за да платите по друг начин.',
  unavailableTitle: 'В момента не може да се плаща чрез тази връзка',
  unavailableBody:
    'Някой от артикулите вече не е наличен. Свържете се с {merchant}, за да платите по друг начин.',
  thanksTitle: 'Благодарим ви за плащането',
  paid: 'Платени {amount} на {merchant}.',
  testMode: 'Тестов режим',
};
