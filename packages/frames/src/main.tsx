/**
 * The entry of every Payframe frame: reads the component and the ids from the URL hash and
 * loads only that component's code (the controller needs no React). An unknown hash renders
 * nothing. Each component's document (payment.html, controller.html...) names its chunks up
 * front, so they arrive side by side; frame.html, without those hints, fetches them as found.
 */
import { BANK_FAMILY, CARD_FAMILY, ISSUING_FAMILY, parseFrameHash } from '@payframe/js/protocol';
import './ui/styles.css';

const hash = parseFrameHash(window.location.hash);
const root = document.getElementById('root');

if (hash && root) {
  const card = CARD_FAMILY.includes(hash.component);
  const bank = (BANK_FAMILY as readonly string[]).includes(hash.component);
  const issuing = (ISSUING_FAMILY as readonly string[]).includes(hash.component);
  if (hash.component === 'controller') {
    void import('./controller/controller.js').then(({ startController }) => startController(hash));
  } else if (hash.component === 'challenge') {
    void import('./challenge/mount.js').then(({ mountChallenge }) => mountChallenge(root, hash));
  } else if (hash.component === 'payment') {
    void import('./payment/mount.js').then(({ mountPayment }) => mountPayment(root, hash));
  } else if (card) {
    void import('./card/mount.js').then(({ mountCard }) => mountCard(root, hash));
  } else if (bank) {
    void import('./bank/mount.js').then(({ mountBank }) => mountBank(root, hash));
  } else if (issuing) {
    void import('./issuing/mount.js').then(({ mountIssuing }) => mountIssuing(root, hash));
  } else if (hash.component === 'address') {
    void import('./address/mount.js').then(({ mountAddress }) => mountAddress(root, hash));
  } else if (hash.component === 'paymentMethodMessaging') {
    void import('./messaging/mount.js').then(({ mountMessaging }) => mountMessaging(root, hash));
  } else if (hash.component === 'expressCheckout' || hash.component === 'paymentRequestButton') {
    void import('./express/mount.js').then(({ mountExpressCheckout }) => mountExpressCheckout(root, hash));
  } else if (hash.component === 'currencySelector') {
    void import('./currency-selector/mount.js').then(({ mountCurrencySelector }) =>
      mountCurrencySelector(root, hash),
    );
  } else if (hash.component === 'linkAuthentication') {
    void import('./link-authentication/mount.js').then(({ mountLinkAuthentication }) =>
      mountLinkAuthentication(root, hash),
    );
  }
}
