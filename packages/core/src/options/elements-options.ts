import { type CheckedShape, checkAppearanceShape } from '../appearance/appearance-shape.js';
import { type CheckedFont, validateFonts } from '../appearance/fonts.js';
import { type CardBrandFilter, validateCardBrandFilter } from '../cards/brand-filter.js';
import { DEFAULT_LOCALE } from '../constants/controller.js';
import { optionError } from '../errors/integration-error.js';
import { isLocaleOption } from '../locales/locales.js';
import { fail, ok, type Result } from '../result.js';
import {
  invalidType,
  isRecord,
  optionalCount,
  optionalEnum,
  optionalString,
  optionalStringList,
} from './option-checks.js';
import { PAYMENT_METHOD_CREATION, type PaymentMethodCreation } from './payment-method-creation.js';
import { checkSavePaymentMethod } from './saving.js';
import { checkLinkWithCard, checkVerificationMethods } from './session-checks.js';

export const ELEMENTS_MODES = ['payment', 'setup', 'subscription'] as const;
export const SETUP_FUTURE_USAGES = ['off_session', 'on_session'] as const;
export const CAPTURE_METHODS = ['automatic', 'automatic_async', 'manual'] as const;
export const LOADER_OPTIONS = ['auto', 'always', 'never'] as const;

/** A client secret: `pi_..._secret_...` for a PaymentIntent, `seti_..._secret_...` for a SetupIntent. */
export const CLIENT_SECRET_PATTERN = /^(pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/;

export interface ElementsOptions {
  clientSecret?: string;
  intentType?: 'payment_intent' | 'setup_intent';
  mode?: (typeof ELEMENTS_MODES)[number];
  amount?: number;
  currency?: string;
  setupFutureUsage?: (typeof SETUP_FUTURE_USAGES)[number];
  captureMethod?: (typeof CAPTURE_METHODS)[number];
  paymentMethodTypes?: string[];
  paymentMethodOptions?: Record<string, unknown>;
  onBehalfOf?: string;
  customerSessionClientSecret?: string;
  paymentMethodCreation: PaymentMethodCreation;
  locale: string;
  loader: (typeof LOADER_OPTIONS)[number];
  /** Its outline checked; the frames check its values. */
  appearance: CheckedShape['appearance'];
  fonts: CheckedFont[];
  cardBrandFilter: CardBrandFilter;
  warnings: string[];
}

export interface ElementsOptionsContext {
  /** The account has link-only payments enabled (link without card is then accepted). */
  linkOnlyEnabled?: boolean;
}

const ELEMENT = 'elements()';

/**
 * Checks the options of `elements(options)`: client secret or deferred intent (mode, amount,
 * currency, setupFutureUsage, captureMethod, paymentMethodTypes), paymentMethodCreation,
 * locale, loader, appearance, fonts, card brand filter, customer session with
 * subscriptions, link without card, and verification_method microdeposits.
 */
export function validateElementsOptions(
  input: unknown = {},
  context: ElementsOptionsContext = {},
): Result<ElementsOptions> {
  if (!isRecord(input)) return fail(invalidType(ELEMENT, 'options', 'an object', input));
  const appearance = checkAppearanceShape(input.appearance);
  if (!appearance.ok) return appearance;
  const fonts = input.fonts === undefined ? ok([] as CheckedFont[]) : validateFonts(input.fonts);
  if (!fonts.ok) return fonts;
  const brandFilter = validateCardBrandFilter({
    allowedCardBrands: input.allowedCardBrands as readonly string[] | undefined,
    disallowedCardBrands: input.disallowedCardBrands as readonly string[] | undefined,
  });
  if (!brandFilter.ok) return brandFilter;
  const creation = optionalEnum(
    ELEMENT,
    'paymentMethodCreation',
    PAYMENT_METHOD_CREATION,
    input.paymentMethodCreation,
  );
  if (!creation.ok) return creation;
  const loader = optionalEnum(ELEMENT, 'loader', LOADER_OPTIONS, input.loader);
  if (!loader.ok) return loader;
  const given = input.locale ?? DEFAULT_LOCALE;
  if (typeof given !== 'string') {
    return fail(optionError('invalid_locale', { locale: String(given) }, 'locale'));
  }
  const warnings = [...appearance.value.warnings];
  // An unknown locale string is not worth a broken checkout: warn and follow the browser.
  const locale = isLocaleOption(given) ? given : DEFAULT_LOCALE;
  if (locale !== given) warnings.push(optionError('unsupported_locale', { locale: given }).message);
  const options: ElementsOptions = {
    paymentMethodCreation: creation.value ?? 'automatic',
    locale,
    loader: loader.value ?? 'auto',
    appearance: appearance.value.appearance,
    fonts: fonts.value,
    cardBrandFilter: brandFilter.value,
    warnings,
  };
  for (const key of ['onBehalfOf', 'customerSessionClientSecret'] as const) {
    const checked = optionalString(ELEMENT, key, input[key]);
    if (!checked.ok) return checked;
    if (checked.value !== undefined) options[key] = checked.value;
  }
  const clientSecret = optionalString(ELEMENT, 'clientSecret', input.clientSecret);
  if (!clientSecret.ok) return clientSecret;
  if (clientSecret.value !== undefined) {
    if (input.mode !== undefined) return fail(optionError('client_secret_and_mode', {}, 'mode'));
    const match = CLIENT_SECRET_PATTERN.exec(clientSecret.value);
    if (!match) {
      return fail(
        invalidType(ELEMENT, 'clientSecret', 'a client secret like pi_..._secret_...', clientSecret.value),
      );
    }
    options.clientSecret = clientSecret.value;
    options.intentType = match[1] === 'pi' ? 'payment_intent' : 'setup_intent';
  }
  const deferred = checkDeferredIntent(input, options, context);
  if (!deferred.ok) return deferred;
  return ok(options);
}

function checkDeferredIntent(
  input: Record<string, unknown>,
  options: ElementsOptions,
  context: ElementsOptionsContext,
): Result<true> {
  const mode = optionalEnum(ELEMENT, 'mode', ELEMENTS_MODES, input.mode);
  if (!mode.ok) return mode;
  if (mode.value) options.mode = mode.value;
  const amount = optionalCount(ELEMENT, 'amount', input.amount);
  if (!amount.ok) return amount;
  if (amount.value !== undefined) options.amount = amount.value;
  if (input.currency !== undefined) {
    if (typeof input.currency !== 'string' || !/^[A-Za-z]{3}$/.test(input.currency)) {
      return fail(invalidType(ELEMENT, 'currency', 'a three-letter ISO currency code', input.currency));
    }
    options.currency = input.currency.toLowerCase();
  }
  if ((mode.value === 'payment' || mode.value === 'subscription') && options.currency === undefined) {
    return fail(
      optionError(
        'missing_option',
        { element: ELEMENT, param: 'currency', expected: 'a currency' },
        'currency',
      ),
    );
  }
  const usage = optionalEnum(ELEMENT, 'setupFutureUsage', SETUP_FUTURE_USAGES, input.setupFutureUsage);
  if (!usage.ok) return usage;
  if (usage.value) options.setupFutureUsage = usage.value;
  const capture = optionalEnum(ELEMENT, 'captureMethod', CAPTURE_METHODS, input.captureMethod);
  if (!capture.ok) return capture;
  if (capture.value) options.captureMethod = capture.value;
  const types = optionalStringList(ELEMENT, 'paymentMethodTypes', input.paymentMethodTypes);
  if (!types.ok) return types;
  if (types.value) {
    const linkChecked = checkLinkWithCard(types.value, context.linkOnlyEnabled);
    if (!linkChecked.ok) return linkChecked;
    options.paymentMethodTypes = types.value;
  }
  if (input.paymentMethodOptions !== undefined) {
    if (!isRecord(input.paymentMethodOptions)) {
      return fail(invalidType(ELEMENT, 'paymentMethodOptions', 'an object', input.paymentMethodOptions));
    }
    const verification = checkVerificationMethods(input.paymentMethodOptions);
    if (!verification.ok) return verification;
    options.paymentMethodOptions = input.paymentMethodOptions;
  }
  return checkSavePaymentMethod({
    saveEnabled: false,
    mode: options.mode,
    customerSessionClientSecret: options.customerSessionClientSecret,
  });
}
