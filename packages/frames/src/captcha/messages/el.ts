import type { VerifyCatalogue } from './en.js';

export const VERIFY_EL: VerifyCatalogue = {
  'captcha.title': 'Επιβεβαιώστε ότι είστε άνθρωπος',
  'captcha.explain':
    'Για την προστασία αυτής της πληρωμής, απαιτείται ένας σύντομος έλεγχος πριν από τη χρέωση της κάρτας σας.',
  'captcha.checkbox': 'Δεν είμαι ρομπότ',
  'captcha.working': 'Έλεγχος… {percent}%',
  'captcha.done': 'Επαληθεύτηκε',
  'captcha.failed': 'Δεν ήταν δυνατή η ολοκλήρωση του ελέγχου. Δοκιμάστε ξανά.',
  'cardImage.title': 'Επιβεβαιώστε την κάρτα σας',
  'cardImage.explain':
    'Για την προστασία αυτής της πληρωμής, εισαγάγετε τα 4 τελευταία ψηφία που αναγράφονται στην κάρτα σας.',
  'cardImage.label': 'Τα 4 τελευταία ψηφία της κάρτας',
  'cardImage.verify': 'Επαλήθευση',
  'cardImage.cancel': 'Ακύρωση πληρωμής',
  'cardImage.upload': 'Ή στείλτε μια φωτογραφία της κάρτας (δοκιμαστική λειτουργία)',
  'cardImage.wrong': 'Αυτά τα ψηφία δεν αντιστοιχούν στην κάρτα. Ελέγξτε τα και δοκιμάστε ξανά.',
  'cardImage.incomplete': 'Εισαγάγετε τα 4 ψηφία.',
};
