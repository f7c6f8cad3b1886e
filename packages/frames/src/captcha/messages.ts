import { formatTemplate, type MessageParams } from '../i18n/format.js';
import { pickLocale } from '../i18n/locale-chain.js';

/**
 * The words of the risk engine's challenges (docs/radar.md#challenges). They are laid over
 * English the way the frames' catalogues are: a language without its own words here, or a
 * regional one without a difference, reads its base language, then English.
 */
const EN = {
  'captcha.title': 'Confirm you are a person',
  'captcha.explain': 'To protect this payment, we need a quick check before your card is charged.',
  'captcha.checkbox': 'I’m not a robot',
  'captcha.working': 'Checking… {percent}%',
  'captcha.done': 'Verified',
  'captcha.failed': 'The check could not be completed. Please try again.',
  'cardImage.title': 'Confirm your card',
  'cardImage.explain': 'To protect this payment, enter the last 4 digits printed on your card.',
  'cardImage.label': 'Last 4 digits of the card',
  'cardImage.verify': 'Verify',
  'cardImage.cancel': 'Cancel payment',
  'cardImage.upload': 'Or send a picture of the card (test mode)',
  'cardImage.wrong': 'These digits don’t match the card. Check them and try again.',
  'cardImage.incomplete': 'Enter the 4 digits.',
} as const;

export type VerifyMessageId = keyof typeof EN;
type VerifyCatalogue = Partial<Record<VerifyMessageId, string>>;

const FR: VerifyCatalogue = {
  'captcha.title': 'Confirmez que vous êtes une personne',
  'captcha.explain':
    'Pour protéger ce paiement, une vérification rapide est nécessaire avant le débit de votre carte.',
  'captcha.checkbox': 'Je ne suis pas un robot',
  'captcha.working': 'Vérification… {percent} %',
  'captcha.done': 'Vérifié',
  'captcha.failed': 'La vérification n’a pas abouti. Veuillez réessayer.',
  'cardImage.title': 'Confirmez votre carte',
  'cardImage.explain':
    'Pour protéger ce paiement, saisissez les 4 derniers chiffres imprimés sur votre carte.',
  'cardImage.label': 'Les 4 derniers chiffres de la carte',
  'cardImage.verify': 'Vérifier',
  'cardImage.cancel': 'Annuler le paiement',
  'cardImage.upload': 'Ou envoyez une photo de la carte (mode test)',
  'cardImage.wrong': 'Ces chiffres ne correspondent pas à la carte. Vérifiez-les et réessayez.',
  'cardImage.incomplete': 'Saisissez les 4 chiffres.',
};

const DE: VerifyCatalogue = {
  'captcha.title': 'Bestätigen Sie, dass Sie ein Mensch sind',
  'captcha.explain': 'Zum Schutz dieser Zahlung ist vor der Belastung Ihrer Karte eine kurze Prüfung nötig.',
  'captcha.checkbox': 'Ich bin kein Roboter',
  'captcha.working': 'Wird geprüft … {percent} %',
  'captcha.done': 'Bestätigt',
  'captcha.failed': 'Die Prüfung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
  'cardImage.title': 'Bestätigen Sie Ihre Karte',
  'cardImage.explain': 'Geben Sie zum Schutz dieser Zahlung die letzten 4 Ziffern auf Ihrer Karte ein.',
  'cardImage.label': 'Letzte 4 Ziffern der Karte',
  'cardImage.verify': 'Bestätigen',
  'cardImage.cancel': 'Zahlung abbrechen',
  'cardImage.upload': 'Oder senden Sie ein Foto der Karte (Testmodus)',
  'cardImage.wrong': 'Diese Ziffern passen nicht zur Karte. Prüfen Sie sie und versuchen Sie es erneut.',
  'cardImage.incomplete': 'Geben Sie die 4 Ziffern ein.',
};

const ES: VerifyCatalogue = {
  'captcha.title': 'Confirma que eres una persona',
  'captcha.explain':
    'Para proteger este pago, necesitamos una comprobación rápida antes de cargar tu tarjeta.',
  'captcha.checkbox': 'No soy un robot',
  'captcha.working': 'Comprobando… {percent} %',
  'captcha.done': 'Verificado',
  'captcha.failed': 'No se pudo completar la comprobación. Inténtalo de nuevo.',
  'cardImage.title': 'Confirma tu tarjeta',
  'cardImage.explain': 'Para proteger este pago, introduce los 4 últimos dígitos impresos en tu tarjeta.',
  'cardImage.label': 'Últimos 4 dígitos de la tarjeta',
  'cardImage.verify': 'Verificar',
  'cardImage.cancel': 'Cancelar el pago',
  'cardImage.upload': 'O envía una foto de la tarjeta (modo de prueba)',
  'cardImage.wrong': 'Estos dígitos no coinciden con la tarjeta. Revísalos e inténtalo de nuevo.',
  'cardImage.incomplete': 'Introduce los 4 dígitos.',
};

const CATALOGUES: Readonly<Record<string, VerifyCatalogue>> = { en: EN, fr: FR, de: DE, es: ES };

/** The challenge's words in the elements' locale (else the browser's languages), English where missing. */
export function verifyMessages(option: string, preferred: readonly string[] = navigator.languages ?? []) {
  const locale = pickLocale(option, preferred, Object.keys(CATALOGUES));
  const layers = locale.chain.map((tag) => CATALOGUES[tag] ?? {});
  const words = Object.assign({}, EN, ...layers.reverse()) as Record<VerifyMessageId, string>;
  return {
    lang: locale.lang,
    t: (id: VerifyMessageId, params: MessageParams = {}) => formatTemplate(words[id], params, locale.lang),
  };
}
