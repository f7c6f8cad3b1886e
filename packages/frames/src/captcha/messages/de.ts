import type { VerifyCatalogue } from './en.js';

export const VERIFY_DE: VerifyCatalogue = {
  'captcha.title': 'Bestätigen Sie, dass Sie ein Mensch sind',
  'captcha.explain': 'Zum Schutz dieser Zahlung ist vor der Belastung Ihrer Karte eine kurze Prüfung nötig.',
  'captcha.checkbox': 'Ich bin kein Roboter',
  'captcha.working': 'Wird geprüft … {percent} %',
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
