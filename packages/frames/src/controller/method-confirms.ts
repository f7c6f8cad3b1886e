/**
 * Stripe.js's method-specific confirm calls (`confirmIdealPayment`, `confirmSepaDebitSetup`, ...):
 * the merchant script forwards each by name, and this table says which payment method type it
 * confirms and whether it confirms a PaymentIntent or a SetupIntent. The confirm body is built
 * here, so the merchant script carries no per-method knowledge.
 */

/** The part of a call's name between `confirm` and `Payment`/`Setup`, to the method type. */
export const METHOD_CONFIRM_TYPES: Record<string, string> = {
  Ideal: 'ideal',
  Bancontact: 'bancontact',
  Eps: 'eps',
  Giropay: 'giropay',
  P24: 'p24',
  Sofort: 'sofort',
  Fpx: 'fpx',
  Blik: 'blik',
  Alipay: 'alipay',
  GrabPay: 'grabpay',
  WechatPay: 'wechat_pay',
  PayNow: 'paynow',
  PromptPay: 'promptpay',
  Pix: 'pix',
  Cashapp: 'cashapp',
  Klarna: 'klarna',
  Affirm: 'affirm',
  AfterpayClearpay: 'afterpay_clearpay',
  PayPal: 'paypal',
  Oxxo: 'oxxo',
  Boleto: 'boleto',
  Konbini: 'konbini',
  Multibanco: 'multibanco',
  SepaDebit: 'sepa_debit',
  AuBecsDebit: 'au_becs_debit',
  Twint: 'twint',
  Mobilepay: 'mobilepay',
  UsBankAccount: 'us_bank_account',
  AmazonPay: 'amazon_pay',
  AcssDebit: 'acss_debit',
  BacsDebit: 'bacs_debit',
};

/** The methods Stripe.js also sets up (`confirm<Method>Setup`). */
const SETUP_METHODS = [
  'Ideal',
  'Bancontact',
  'Sofort',
  'Cashapp',
  'PayPal',
  'SepaDebit',
  'AuBecsDebit',
  'UsBankAccount',
  'AmazonPay',
  'AcssDebit',
  'BacsDebit',
];

/** Methods Stripe.js only sets up this way (Amazon Pay and Bacs are paid through confirmPayment). */
const SETUP_ONLY = ['AmazonPay', 'BacsDebit'];

/** Debits whose agreement the shopper accepts in the bank debit modal before confirming (debit-confirm.ts). */
export const MODAL_DEBIT_TYPES = ['acss_debit', 'bacs_debit'];

/** Calls on an intent's bank account that are not confirmations: the controller's `microdeposits` module answers them. */
export const MICRODEPOSIT_CALLS = ['verifyMicrodepositsForPayment', 'verifyMicrodepositsForSetup'];

/** The bank-linking calls, answered by the controller's `bank-link` module (the same list, kept here so it loads with the table). */
export const BANK_LINK_NAMES = [
  'collectBankAccountForPayment',
  'collectBankAccountForSetup',
  'collectFinancialConnectionsAccounts',
  'collectBankAccountToken',
];

/** The standalone element each method takes its details from (`payment_method: { ideal: element }`). */
export const METHOD_ELEMENTS: Record<string, string> = {
  ideal: 'idealBank',
  netbanking: 'netbankingBank',
  sepa_debit: 'iban',
  p24: 'p24Bank',
  eps: 'epsBank',
  fpx: 'fpxBank',
  au_becs_debit: 'auBankAccount',
};

/** Debits run under a mandate: confirming from the shopper's browser accepts it online. */
const MANDATE_TYPES = ['sepa_debit', 'au_becs_debit', 'us_bank_account'];

/** Online acceptance, as the shopper's browser confirming gives it. */
const ONLINE = { customer_acceptance: { type: 'online', online: { infer_from_client: true } } };

export interface MethodConfirm {
  /** The call's name, as the merchant called it. */
  name: string;
  type: string;
  setup: boolean;
}

/** The method type and intent kind of a call name; null for a name that is not one of them. */
export function methodConfirm(name: string): MethodConfirm | null {
  const match = /^confirm([A-Za-z0-9]+?)(Payment|Setup)$/.exec(name);
  const key = match?.[1] ?? '';
  const type = METHOD_CONFIRM_TYPES[key];
  if (!match || !type) return null;
  const setup = match[2] === 'Setup';
  if (setup ? !SETUP_METHODS.includes(key) : SETUP_ONLY.includes(key)) return null;
  return { name, type, setup };
}

/** Every call name the table answers (the merchant script's list is tested against it). */
export function methodConfirmNames(): string[] {
  return [
    ...Object.keys(METHOD_CONFIRM_TYPES).flatMap((key) => [
      ...(SETUP_ONLY.includes(key) ? [] : [`confirm${key}Payment`]),
      ...(SETUP_METHODS.includes(key) ? [`confirm${key}Setup`] : []),
    ]),
    ...MICRODEPOSIT_CALLS,
    ...BANK_LINK_NAMES,
  ];
}

/** An integration mistake: the merchant script throws it as Stripe.js throws its IntegrationError. */
export interface IntegrationProblem {
  integrationError: { message: string; param?: string };
}

const problem = (message: string, param?: string): IntegrationProblem => ({
  integrationError: param ? { message, param } : { message },
});

const isRecord = (value: unknown): value is Record<string, any> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the merchant script forwards: the call's arguments, an element swapped for its type. */
export interface MethodConfirmArgs {
  clientSecret: unknown;
  data: unknown;
  options: unknown;
  /** The element type passed as `payment_method.<type>`, when an element was. */
  element?: string;
}

export interface CheckedConfirm {
  secret: string;
  data: Record<string, any>;
  handleActions: boolean;
}

/** The arguments of a method confirm call, checked as Stripe.js checks them. */
export function checkMethodConfirm(
  call: MethodConfirm,
  args: MethodConfirmArgs,
): CheckedConfirm | IntegrationProblem {
  const { name, type, setup } = call;
  const secret = args.clientSecret;
  const kind = setup ? 'SetupIntent' : 'PaymentIntent';
  if (typeof secret !== 'string' || !/^(pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/.test(secret)) {
    return problem(
      `Invalid value for stripe.${name} intent secret: value should be a client_secret string. You specified: ${String(secret)}.`,
    );
  }
  if (secret.startsWith('seti_') !== setup) {
    return problem(
      `Invalid value for stripe.${name} intent secret: value should be a ${kind} client secret. You specified: a ${setup ? 'PaymentIntent' : 'SetupIntent'} client secret.`,
    );
  }
  const data = args.data ?? {};
  if (!isRecord(data)) {
    return problem(
      `Invalid value for stripe.${name}: data should be an object. You specified: ${String(data)}.`,
    );
  }
  const options = args.options ?? {};
  if (
    !isRecord(options) ||
    (options.handleActions !== undefined && typeof options.handleActions !== 'boolean')
  ) {
    return problem(
      `Invalid value for stripe.${name}: options should be an object like { handleActions: false }.`,
      'handleActions',
    );
  }
  const method = data.payment_method;
  if (method !== undefined && typeof method !== 'string' && !isRecord(method)) {
    return problem(
      `Invalid value for stripe.${name}: payment_method should be a PaymentMethod id or an object. You specified: ${String(method)}.`,
      'payment_method',
    );
  }
  if (args.element !== undefined && args.element !== METHOD_ELEMENTS[type]) {
    const expected = METHOD_ELEMENTS[type];
    return problem(
      `Invalid value for stripe.${name}: payment_method.${type} should be an object${expected ? ` or an Element of type ${expected}` : ''}. You specified: an Element of type ${args.element}.`,
      `payment_method.${type}`,
    );
  }
  if (type === 'blik' && typeof data.payment_method_options?.blik?.code !== 'string') {
    return problem(
      `Missing value for stripe.${name}: payment_method_options.blik.code should be a string.`,
      'payment_method_options.blik.code',
    );
  }
  return { secret, data, handleActions: options.handleActions !== false };
}

/**
 * The confirm body: the merchant's data with `payment_method` as an id, or turned into
 * `payment_method_data` of the call's type (with what the element collected, when one was
 * passed); a new debit's mandate accepted online.
 */
export function methodConfirmBody(
  type: string,
  checked: CheckedConfirm,
  collected: Record<string, any> | null,
): Record<string, any> {
  const { payment_method: method, ...rest } = checked.data;
  const body: Record<string, any> = { ...rest, client_secret: checked.secret, use_stripe_sdk: true };
  // A US bank account collected by collectBankAccountFor... is on the intent already (or named
  // by id); confirming it accepts its ACH mandate online, as Stripe.js does.
  if (type === 'us_bank_account' && (method === undefined || typeof method === 'string')) {
    if (typeof method === 'string') body.payment_method = method;
    body.mandate_data ??= ONLINE;
    return body;
  }
  if (typeof method === 'string') {
    body.payment_method = method;
    return body;
  }
  body.payment_method_data = methodData(type, method ?? {}, collected);
  if (MANDATE_TYPES.includes(type) && !body.mandate_data) {
    body.mandate_data = ONLINE;
  }
  return body;
}

/**
 * `payment_method_data` of a type from what the merchant passed (`{ <type>: {...}, billing_details,
 * ... }`, the element's key null) and what the element's frame collected; the merchant's billing
 * details win. An empty `<type>` hash is left out: a method without details is named by its type.
 */
export function methodData(
  type: string,
  given: Record<string, any>,
  collected: Record<string, any> | null,
): Record<string, any> {
  const rest: Record<string, any> = { ...given };
  const details = isRecord(rest[type]) ? rest[type] : {};
  delete rest[type];
  const own = { ...details, ...collected?.[type] };
  const billing = { ...collected?.billing_details, ...rest.billing_details };
  return {
    ...collected,
    ...rest,
    type,
    ...(Object.keys(own).length > 0 ? { [type]: own } : {}),
    ...(Object.keys(billing).length > 0 ? { billing_details: billing } : {}),
  };
}
