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
