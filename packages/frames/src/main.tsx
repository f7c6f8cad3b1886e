/**
 * The entry of every Payframe frame: reads the component and the ids from the URL hash and
 * loads only that component's code (the controller needs no React). An unknown hash renders
 * nothing.
 */
import { parseFrameHash } from '@payframe/js/protocol';
import './ui/styles.css';

const hash = parseFrameHash(window.location.hash);
const root = document.getElementById('root');

if (hash && root) {
  if (hash.component === 'controller') {
    void import('./controller/controller.js').then(({ startController }) => startController(hash));
  } else if (hash.component === 'challenge') {
    void import('./challenge/mount.js').then(({ mountChallenge }) => mountChallenge(root, hash));
  } else if (hash.component === 'payment') {
    void import('./payment/mount.js').then(({ mountPayment }) => mountPayment(root, hash));
  }
}
