import type { QrTexts } from '../qr-texts.js';

/** Latin American Spanish: Spain's texts with the words Latin American shoppers use (monto, vence). */
export const ES_419: Partial<QrTexts> = {
  amount: 'Monto',
  expires: 'Vence',
};
