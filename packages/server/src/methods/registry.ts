import { acssDebitMethod } from './acss_debit/index.js';
import { affirmMethod } from './affirm/index.js';
import { afterpayClearpayMethod } from './afterpay_clearpay/index.js';
import { alipayMethod } from './alipay/index.js';
import { amazonPayMethod } from './amazon_pay/index.js';
import { auBecsDebitMethod } from './au_becs_debit/index.js';
import { bacsDebitMethod } from './bacs_debit/index.js';
import { blikMethod } from './blik/index.js';
import { boletoMethod } from './boleto/index.js';
import { cardMethod } from './card/index.js';
import { cashappMethod } from './cashapp/index.js';
import { fpxMethod } from './fpx/index.js';
import { grabpayMethod } from './grabpay/index.js';
import { klarnaMethod } from './klarna/index.js';
import { p24Method } from './p24/index.js';
import { paypalMethod } from './paypal/index.js';
import { pixMethod } from './pix/index.js';
import { transferReferenceMethod } from './qr-reference/index.js';
import { sepaDebitMethod } from './sepa_debit/index.js';
import type { ServerMethod } from './server-method.js';
import { usBankAccountMethod } from './us_bank_account/index.js';
import { wechatPayMethod } from './wechat_pay/index.js';

/** The methods with server behaviour their descriptor cannot give; every other descriptor needs nothing here. */
const SERVER_METHODS: Readonly<Record<string, ServerMethod>> = {
  acss_debit: acssDebitMethod,
  affirm: affirmMethod,
  afterpay_clearpay: afterpayClearpayMethod,
  au_becs_debit: auBecsDebitMethod,
  bacs_debit: bacsDebitMethod,
  boleto: boletoMethod,
  alipay: alipayMethod,
  amazon_pay: amazonPayMethod,
  blik: blikMethod,
  card: cardMethod,
  cashapp: cashappMethod,
  fpx: fpxMethod,
  grabpay: grabpayMethod,
  klarna: klarnaMethod,
  p24: p24Method,
  paynow: transferReferenceMethod,
  paypal: paypalMethod,
  pix: pixMethod,
  promptpay: transferReferenceMethod,
  sepa_debit: sepaDebitMethod,
  us_bank_account: usBankAccountMethod,
  wechat_pay: wechatPayMethod,
};

export function serverMethod(type: string): ServerMethod | undefined {
  return Object.hasOwn(SERVER_METHODS, type) ? SERVER_METHODS[type] : undefined;
}
