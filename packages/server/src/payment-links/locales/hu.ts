import type { LinkTexts } from '../texts.js';

/** Hungarian. */
export const HU: LinkTexts = {
  inactiveTitle: 'Ez a link már nem aktív',
  inactiveBody: '{merchant} kikapcsolta ezt a fizetési linket. Más fizetési módért forduljon a kereskedőhöz.',
  unavailableTitle: 'Ezen a linken most nem lehet fizetni',
  unavailableBody: 'Az egyik termék már nem érhető el. Más fizetési módért forduljon ide: {merchant}.',
  thanksTitle: 'Köszönjük a fizetést',
  paid: '{amount} kifizetve a következőnek: {merchant}.',
  testMode: 'Tesztüzemmód',
};
