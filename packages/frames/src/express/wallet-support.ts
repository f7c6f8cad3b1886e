import type { BrowserWallets } from './availability.js';

interface ApplePayWindow {
  ApplePaySession?: { canMakePayments?: () => boolean };
}

/**
 * Which card wallets this browser offers. Apple Pay: Safari's ApplePaySession says so. Google
 * Pay cannot be asked offline, so it counts as unavailable. A merchant (or a test) shows
 * either anyway with `paymentMethods: { googlePay: 'always' }`; in test mode the button then
 * opens the Payframe test sheet, the same in every browser.
 */
export function browserWallets(win: Window = window): BrowserWallets {
  let applePay = false;
  try {
    applePay = (win as unknown as ApplePayWindow).ApplePaySession?.canMakePayments?.() === true;
  } catch {
    applePay = false;
  }
  return { applePay, googlePay: false };
}

/** Safari on a Mac, iPhone or iPad: the other browsers built on WebKit name themselves too. */
export function isSafari(userAgent: string): boolean {
  return (
    /Version\/[\d.]+.*Safari\//.test(userAgent) &&
    !/Chrome|Chromium|CriOS|FxiOS|EdgiOS|Edg\/|OPR\/|Android/.test(userAgent)
  );
}

/**
 * The test-mode rule of paymentRequest.canMakePayment() (docs/elements.md): Apple Pay where
 * ApplePaySession says the browser can pay, or in Safari; Google Pay in every other browser,
 * where the Payframe test sheet stands in for it. One wallet at a time, as a Payment Request
 * Button shows one.
 */
export function testModeWallets(win: Window = window): BrowserWallets {
  const applePay = browserWallets(win).applePay || isSafari(win.navigator.userAgent);
  return { applePay, googlePay: !applePay };
}
