import type { QrTexts } from '../qr-texts.js';

/** Greek. */
export const EL: QrTexts = {
  badge: 'Λειτουργία δοκιμής',
  payTitle: 'Πληρωμή με {method}',
  setupTitle: 'Ρύθμιση {method}',
  payHeading: 'Σαρώστε για να πληρώσετε {amount} με {method}',
  setupHeading: 'Σαρώστε για να ρυθμίσετε το {method}',
  qrLabel: 'Κωδικός QR {method}',
  amount: 'Ποσό',
  expires: 'Λήγει',
  method: 'Τρόπος',
  payStep: 'Ανοίξτε την εφαρμογή {method}, σαρώστε τον κωδικό και επιβεβαιώστε εκεί την πληρωμή.',
  setupStep: 'Ανοίξτε την εφαρμογή {method}, σαρώστε τον κωδικό και επιβεβαιώστε εκεί.',
  testNote:
    'Στη λειτουργία δοκιμής, ο κωδικός ανοίγει τη δοκιμαστική σελίδα του Payframe, όπου το «Έγκριση» ή το «Αποτυχία» ολοκληρώνει την πληρωμή.',
  openHere: 'Ανοίξτε την εδώ',
};
