import type { OauthTexts } from '../oauth-texts.js';

/** Spanish (Spain). */
export const ES: OauthTexts = {
  badge: 'Modo de prueba',
  title: 'Consentimiento bancario',
  institution: 'Banco de prueba',
  ask: 'Payframe solicita ver tus cuentas en este banco para vincular una a tus pagos. Esta página sustituye a la pantalla de consentimiento del banco.',
  approve: 'Permitir el acceso',
  deny: 'Denegar',
  approved: 'Acceso permitido. Puedes cerrar esta ventana y volver al comercio.',
  denied: 'Acceso denegado. Puedes cerrar esta ventana.',
  note: 'No interviene ningún banco real.',
};
