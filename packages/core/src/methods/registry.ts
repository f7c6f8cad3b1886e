import { acssDebit } from './acss_debit.js';
import { affirm } from './affirm.js';
import { afterpayClearpay } from './afterpay_clearpay.js';
import { alipay } from './alipay.js';
import { amazonPay } from './amazon_pay.js';
import { auBecsDebit } from './au_becs_debit.js';
import { bacsDebit } from './bacs_debit.js';
import { bancontact } from './bancontact.js';
import { blik } from './blik.js';
import { boleto } from './boleto.js';
import { card } from './card.js';
import { cashapp } from './cashapp.js';
import { eps } from './eps.js';
import { fpx } from './fpx.js';
import { giropay } from './giropay.js';
import { grabpay } from './grabpay.js';
import { ideal } from './ideal.js';
import { klarna } from './klarna.js';
import { konbini } from './konbini.js';
import { mobilepay } from './mobilepay.js';
import { multibanco } from './multibanco.js';
import { netbanking } from './netbanking.js';
import { oxxo } from './oxxo.js';
import { p24 } from './p24.js';
import { paynow } from './paynow.js';
import { paypal } from './paypal.js';
import { pix } from './pix.js';
import { promptpay } from './promptpay.js';
import { revolutPay } from './revolut_pay.js';
import { sepaDebit } from './sepa_debit.js';
import { sofort } from './sofort.js';
import { twint } from './twint.js';
import type { MethodDescriptor } from './types.js';
import { usBankAccount } from './us_bank_account.js';
import { wechatPay } from './wechat_pay.js';

/** Every payment method type this version can pay with, in the order automatic methods list them. */
export const METHOD_DESCRIPTORS: readonly MethodDescriptor[] = [
  card,
  sepaDebit,
  ideal,
  bancontact,
  sofort,
  giropay,
  eps,
  p24,
  fpx,
  twint,
  grabpay,
  paypal,
  amazonPay,
  revolutPay,
  mobilepay,
  netbanking,
  auBecsDebit,
  usBankAccount,
  acssDebit,
  bacsDebit,
  klarna,
  afterpayClearpay,
  affirm,
  wechatPay,
  paynow,
  promptpay,
  oxxo,
  boleto,
  konbini,
  multibanco,
  pix,
  cashapp,
  alipay,
  blik,
];

const BY_TYPE = new Map(METHOD_DESCRIPTORS.map((descriptor) => [descriptor.type, descriptor]));

/** The descriptor of a payment method type, or undefined for a type this version does not pay with. */
export function methodDescriptor(type: string): MethodDescriptor | undefined {
  return BY_TYPE.get(type);
}
