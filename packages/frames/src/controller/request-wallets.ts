import type { BrowserWallets } from '../express/availability.js';
import { testModeWallets } from '../express/wallet-support.js';
import type { ControllerContext } from './controller.js';
import { domainWallets } from './domain-wallets.js';

export interface CanMakePayment {
  applePay: boolean;
  googlePay: boolean;
  link: boolean;
}

/**
 * paymentRequest.canMakePayment() in test mode: the browser's wallet (testModeWallets) if the
 * page's domain allows it and the merchant did not disable it (`disableWallets`); null when none.
 */
export async function canMakePayment(
  ctx: ControllerContext,
  disabled: readonly unknown[],
  browser: BrowserWallets = testModeWallets(),
): Promise<CanMakePayment | null> {
  const domain = await domainWallets(ctx);
  const applePay = browser.applePay && domain.applePay && !disabled.includes('applePay');
  const googlePay = browser.googlePay && domain.googlePay && !disabled.includes('googlePay');
  return applePay || googlePay ? { applePay, googlePay, link: false } : null;
}
