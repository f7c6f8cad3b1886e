import type { LinkTexts } from '../texts.js';

/** Greek. */
export const EL: LinkTexts = {
  inactiveTitle: 'Αυτός ο σύνδεσμος δεν είναι πλέον ενεργός',
  inactiveBody:
    'Ο/Η {merchant} απενεργοποίησε αυτόν τον σύνδεσμο πληρωμής. Επικοινωνήστε με τον έμπορο για άλλο τρόπο πληρωμής.',
  unavailableTitle: 'Αυτός ο σύνδεσμος δεν δέχεται πληρωμές αυτή τη στιγμή',
  unavailableBody:
    'Κάποιο προϊόν δεν είναι πλέον διαθέσιμο. Επικοινωνήστε με {merchant} για άλλο τρόπο πληρωμής.',
  thanksTitle: 'Σας ευχαριστούμε για την πληρωμή',
  paid: 'Πληρώθηκαν {amount} σε {merchant}.',
  testMode: 'Λειτουργία δοκιμής',
};
