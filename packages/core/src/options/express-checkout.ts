import { EXPRESS_BUTTON_HEIGHT } from '../constants/elements.js';
import { fail, ok, type Result } from '../result.js';
import {
  type ExpressPaymentMethod,
  type ExpressSheetOptions,
  validateExpressPaymentMethods,
  validateExpressSheetOptions,
  validatePaymentMethodOrder,
} from './express-sheet.js';
import { invalidType, isRecord, optionalCount, optionalEnum } from './option-checks.js';
import { validateWallets, type WalletsOption, type WalletVisibility } from './wallets.js';

/** Express checkout buttons (docs/elements.md#screens). */
export const EXPRESS_CHECKOUT_BUTTONS = [
  'googlePay',
  'applePayInner',
  'applePayOuter',
  'paypal',
  'link',
  'klarna',
] as const;

/** Button types per wallet of the Express Checkout Element. */
export const EXPRESS_BUTTON_TYPES = {
  amazonPay: ['pay', 'checkout', 'donate'],
  applePay: [
    'plain',
    'buy',
    'book',
    'check-out',
    'donate',
    'order',
    'reload',
    'rent',
    'subscribe',
    'support',
    'tip',
    'top-up',
    'add-money',
    'contribute',
  ],
  googlePay: ['plain', 'buy', 'book', 'checkout', 'donate', 'order', 'pay', 'subscribe'],
  paypal: ['paypal', 'checkout', 'buynow', 'pay'],
  klarna: ['pay', 'continue'],
} as const;

/** Button themes per wallet of the Express Checkout Element. */
export const EXPRESS_BUTTON_THEMES = {
  amazonPay: ['gold', 'white', 'dark'],
  applePay: ['black', 'white', 'white-outline'],
  googlePay: ['black', 'white'],
  paypal: ['gold', 'blue', 'silver', 'white', 'black'],
  klarna: ['dark', 'light', 'outlined'],
} as const;

/** Express checkout button height limits in px; 44 is the default. */
export const EXPRESS_BUTTON_HEIGHT_RANGE = { min: 40, max: 55, default: EXPRESS_BUTTON_HEIGHT } as const;

type Wallet = keyof typeof EXPRESS_BUTTON_TYPES;

export interface ExpressCheckoutOptions {
  buttonType: Partial<Record<Wallet, string>>;
  buttonTheme: Partial<Record<Wallet, string>>;
  buttonHeight: number;
  wallets: WalletsOption;
  layout: { maxColumns?: number; maxRows?: number; overflow: 'auto' | 'never' } | 'auto';
  paymentMethods: Partial<Record<ExpressPaymentMethod, WalletVisibility>>;
  paymentMethodOrder: string[];
  /** What the wallet sheet asks for and shows (a `click` handler's resolve may override it). */
  sheet: ExpressSheetOptions;
}

const ELEMENT = "elements.create('expressCheckout')";

function checkPerWallet(
  param: 'buttonType' | 'buttonTheme',
  table: Readonly<Record<Wallet, readonly string[]>>,
  value: unknown,
): Result<Partial<Record<Wallet, string>>> {
  if (value === undefined) return ok({});
  if (!isRecord(value)) return fail(invalidType(ELEMENT, param, 'an object', value));
  const out: Partial<Record<Wallet, string>> = {};
  for (const [wallet, setting] of Object.entries(value)) {
    const list = table[wallet as Wallet];
    if (!list)
      return fail(
        invalidType(ELEMENT, `${param}.${wallet}`, 'a wallet of the Express Checkout Element', wallet),
      );
    const checked = optionalEnum(ELEMENT, `${param}.${wallet}`, list, setting);
    if (!checked.ok) return checked;
    if (checked.value) out[wallet as Wallet] = checked.value;
  }
  return ok(out);
}

/** Checks the Express Checkout Element options: button types, themes and height, wallets, layout. */
export function validateExpressCheckoutOptions(value: unknown = {}): Result<ExpressCheckoutOptions> {
  if (!isRecord(value)) return fail(invalidType(ELEMENT, 'options', 'an object', value));
  const buttonType = checkPerWallet('buttonType', EXPRESS_BUTTON_TYPES, value.buttonType);
  if (!buttonType.ok) return buttonType;
  const buttonTheme = checkPerWallet('buttonTheme', EXPRESS_BUTTON_THEMES, value.buttonTheme);
  if (!buttonTheme.ok) return buttonTheme;
  let buttonHeight: number = EXPRESS_BUTTON_HEIGHT_RANGE.default;
  if (value.buttonHeight !== undefined) {
    const height = value.buttonHeight;
    const { min, max } = EXPRESS_BUTTON_HEIGHT_RANGE;
    if (typeof height !== 'number' || !Number.isInteger(height) || height < min || height > max) {
      return fail(invalidType(ELEMENT, 'buttonHeight', `an integer from ${min} to ${max}`, height));
    }
    buttonHeight = height;
  }
  const wallets = validateWallets(ELEMENT, value.wallets);
  if (!wallets.ok) return wallets;
  let layout: ExpressCheckoutOptions['layout'] = 'auto';
  if (value.layout !== undefined && value.layout !== 'auto') {
    if (!isRecord(value.layout))
      return fail(invalidType(ELEMENT, 'layout', "'auto' or an object", value.layout));
    const overflow = optionalEnum(
      ELEMENT,
      'layout.overflow',
      ['auto', 'never'] as const,
      value.layout.overflow,
    );
    if (!overflow.ok) return overflow;
    const checked: { maxColumns?: number; maxRows?: number; overflow: 'auto' | 'never' } = {
      overflow: overflow.value ?? 'auto',
    };
    for (const key of ['maxColumns', 'maxRows'] as const) {
      const count = optionalCount(ELEMENT, `layout.${key}`, value.layout[key]);
      if (!count.ok) return count;
      if (count.value !== undefined) checked[key] = count.value;
    }
    layout = checked;
  }
  const paymentMethods = validateExpressPaymentMethods(ELEMENT, value.paymentMethods);
  if (!paymentMethods.ok) return paymentMethods;
  const order = validatePaymentMethodOrder(ELEMENT, value.paymentMethodOrder);
  if (!order.ok) return order;
  const sheet = validateExpressSheetOptions(ELEMENT, value);
  if (!sheet.ok) return sheet;
  return ok({
    paymentMethods: paymentMethods.value,
    paymentMethodOrder: order.value,
    sheet: sheet.value,
    buttonType: buttonType.value,
    buttonTheme: buttonTheme.value,
    buttonHeight,
    wallets: wallets.value,
    layout,
  });
}
