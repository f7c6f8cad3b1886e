import type { LinkTexts } from '../texts.js';

/** Estonian. */
export const ET: LinkTexts = {
  inactiveTitle: 'See link ei ole enam aktiivne',
  inactiveBody:
    '{merchant} on selle makselingi välja lülitanud. Muul viisil maksmiseks võtke kaupmehega ühendust.',
  unavailableTitle: 'Selle lingi kaudu ei saa praegu maksta',
  unavailableBody: 'Mõni toode ei ole enam saadaval. Muul viisil maksmiseks võtke ühendust: {merchant}.',
  thanksTitle: 'Täname makse eest',
  paid: '{amount} makstud saajale {merchant}.',
  testMode: 'Testrežiim',
};
