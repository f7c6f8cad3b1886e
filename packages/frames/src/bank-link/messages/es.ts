import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Spanish (tú, as Spanish shops write). */
export const BANK_LINK_ES: BankLinkTexts = {
  merchantFallback: 'el comercio',
  consentTitle: 'Vincula tu cuenta bancaria',
  consentBody:
    '{merchant} usa Payframe para vincular tu cuenta bancaria. Tus credenciales bancarias nunca se comparten con {merchant}.',
  agree: 'Aceptar y continuar',
  manual: 'Introducir los datos bancarios manualmente',
  selectBank: 'Selecciona tu banco',
  search: 'Busca tu banco',
  noResults: 'Ningún banco coincide con tu búsqueda.',
  signInTitle: 'Inicia sesión en {bank}',
  username: 'Usuario',
  password: 'Contraseña',
  signIn: 'Iniciar sesión',
  testMode: 'Modo de prueba: cualquier usuario y contraseña sirven.',
  oauthWaiting: 'Autoriza el acceso en la ventana que se abrió y luego continúa.',
  continue: 'Continuar',
  back: 'Atrás',
  selectAccount: 'Selecciona una cuenta',
  balance: 'Saldo {amount}',
  notEligible: 'No apta',
  link: 'Vincular cuenta',
  successTitle: 'Cuenta vinculada',
  successBody: '{account} está vinculada.',
  microdepositsBody:
    'Se enviarán pequeños depósitos a {account} en 1–2 días hábiles; los introducirás para verificar la cuenta.',
  done: 'Listo',
  manualDoneTitle: 'Datos bancarios guardados',
  manualTitle: 'Introduce los datos bancarios',
  routing: 'Número de ruta',
  account: 'Número de cuenta',
  accountConfirm: 'Confirma el número de cuenta',
  routingInvalid: 'Introduce un número de ruta válido de 9 dígitos.',
  accountInvalid: 'Introduce un número de cuenta de 4 a 17 dígitos.',
  accountMismatch: 'Los números de cuenta no coinciden.',
  verifyingTitle: 'Verificando tu cuenta',
  verifyingBody: 'Esperando a que {bank} comparta los datos de tu cuenta…',
  verificationIncomplete:
    'No se pudo verificar tu cuenta al instante. Vuelve a elegir tu banco, elige otro banco o introduce tus datos bancarios manualmente.',
};
