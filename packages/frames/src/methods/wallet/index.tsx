import { ApplePayMark, GooglePayMark } from '../../express/card-wallet-marks.js';
import { useMessages } from '../../i18n/Messages.js';
import type { MethodDefinition } from '../types.js';

/** The card wallets the Payment Element can show as methods (`wallets: { applePay, googlePay }`). */
export const WALLET_TYPES = ['apple_pay', 'google_pay'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

const NAMES: Record<WalletType, string> = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' };

/**
 * A wallet as a Payment Element method: no fields; paying opens the wallet's sheet (in test
 * mode the Payframe test sheet, which the controller opens), whose card is what pays.
 */
function walletMethod(type: WalletType): MethodDefinition {
  const Mark = type === 'apple_pay' ? ApplePayMark : GooglePayMark;
  return {
    type,
    label: NAMES[type],
    Icon: () => <Mark dark={false} />,
    needs: () => [],
    initialValues: () => ({}),
    fields: () => [],
    validate: () => ({}),
    isEmpty: () => false,
    // The controller swaps this for the sheet's tokenized card when confirming.
    toPaymentMethodData: () => ({ type }),
    Form: function WalletForm() {
      const { t } = useMessages();
      return (
        <p className="Text Text--redirect RedirectText">{t('wallet.nextStep', { wallet: NAMES[type] })}</p>
      );
    },
  };
}

export const WALLET_METHODS: Readonly<Record<WalletType, MethodDefinition>> = {
  apple_pay: walletMethod('apple_pay'),
  google_pay: walletMethod('google_pay'),
};

/**
 * Where the wallets go among the session's types: after the card, when the card is offered and
 * the `wallets` option shows them (`always`, or `auto` with the wallet in the browser), and
 * the page's domain allows them (the account's payment method domains; absent: not known).
 */
export function withWallets(
  types: readonly string[],
  wallets: { applePay: string; googlePay: string },
  browser: { applePay: boolean; googlePay: boolean },
  domain?: { applePay: boolean; googlePay: boolean },
): string[] {
  const index = types.indexOf('card');
  if (index < 0) return [...types];
  const shown = WALLET_TYPES.filter((type) => {
    const key = type === 'apple_pay' ? 'applePay' : 'googlePay';
    if (domain && !domain[key]) return false;
    return wallets[key] === 'always' || (wallets[key] === 'auto' && browser[key]);
  });
  return [...types.slice(0, index + 1), ...shown, ...types.slice(index + 1)];
}
