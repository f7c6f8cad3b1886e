import {
  DEFAULT_API_VERSION,
  DEFAULT_LOCALE,
  isLocaleOption,
  missingNeverBillingField,
  neverBillingFieldError,
  optionError,
} from '@payframe/core';
import { redirectToCheckout } from './checkout-redirect.js';
import { ControllerConnection, type ControllerSettings } from './controller.js';
import { PayframeElement } from './element.js';
import { createElements, type ElementsObject, groupOf, plainData } from './elements-object.js';
import { initEmbeddedCheckout } from './embedded-checkout.js';
import { IntegrationError } from './integration-error.js';
import { createPaymentRequest } from './payment-request.js';
import type { ControllerMethod } from './protocol/index.js';
import { asStripe, METHOD_CONFIRMS } from './stripe-surface.js';

export interface PayframeOptions {
  /** The Payframe server's origin; defaults to the origin payframe.js was loaded from. */
  origin?: string;
  apiVersion?: string;
  locale?: string;
  stripeAccount?: string;
}

type Result = Promise<Record<string, unknown>>;

/** The error Stripe.js resolves with for a call this integration cannot make. */
function requestError(message: string): Result {
  return Promise.resolve({ error: { type: 'invalid_request_error', message } });
}

function checkKey(key: unknown): string {
  if (typeof key !== 'string' || key.length === 0) {
    throw new IntegrationError('Please call Payframe() with your publishable key. You used an empty string.');
  }
  if (/^(sk|rk)_/.test(key)) {
    throw new IntegrationError(
      'You should not use your secret key with Payframe.js. Please pass a publishable key instead.',
    );
  }
  if (!/^pk_(test|live)_[A-Za-z0-9]+$/.test(key)) {
    throw new IntegrationError(`Invalid API Key provided: ${key.slice(0, 8)}***`);
  }
  return key;
}

function checkOrigin(origin: string | undefined): string {
  try {
    if (origin) return new URL(origin).origin;
  } catch {
    // fall through to the error below
  }
  throw new IntegrationError(
    'Payframe could not tell which Payframe server to use: load payframe.js from your Payframe server, or pass { origin }.',
  );
}

const isElement = (value: unknown): value is PayframeElement => value instanceof PayframeElement;

/** An unknown locale is not worth a broken checkout: warn and follow the browser ('auto'). */
function checkLocale(locale: unknown): string {
  if (locale === undefined || (typeof locale === 'string' && isLocaleOption(locale)))
    return locale ?? DEFAULT_LOCALE;
  console.warn(optionError('unsupported_locale', { locale: String(locale) }).message);
  return DEFAULT_LOCALE;
}

/**
 * `Payframe(publishableKey, options)`: the object a Stripe.js integration uses, accepted by
 * `@stripe/react-stripe-js` as its `stripe` prop.
 */
export function createPayframe(
  publishableKey: unknown,
  options: PayframeOptions = {},
  defaultOrigin?: string,
) {
  const key = checkKey(publishableKey);
  const base: Omit<ControllerSettings, 'elementsOptions'> = {
    origin: checkOrigin(options.origin ?? defaultOrigin),
    publishableKey: key,
    apiVersion: options.apiVersion ?? DEFAULT_API_VERSION,
    locale: checkLocale(options.locale),
    ...(options.stripeAccount ? { stripeAccount: options.stripeAccount } : {}),
  };
  let detached: ControllerConnection | null = null;

  /** Runs a call on the elements' controller, or on one without elements. */
  function call(method: ControllerMethod, args: Record<string, unknown>, elements?: unknown): Result {
    const group = elements === undefined ? undefined : groupOf(elements);
    if (elements !== undefined && !group) {
      return Promise.reject(
        new IntegrationError(
          `Invalid value for ${method}: elements should be an Elements group created by this Payframe instance.`,
        ),
      );
    }
    if (group) return group.connection_.request(method, plainData(args), group.mountedFrameIds_());
    detached ??= new ControllerConnection({ ...base, elementsOptions: null });
    return detached.request(method, plainData(args));
  }

  function confirmIntent(method: 'confirmPayment' | 'confirmSetup', input: Record<string, any> = {}): Result {
    const { elements, clientSecret, confirmParams = {}, redirect = 'always' } = input;
    if (elements === undefined && typeof clientSecret !== 'string') {
      return Promise.reject(new IntegrationError(`You must pass in a clientSecret when calling ${method}.`));
    }
    if (redirect !== 'always' && redirect !== 'if_required') {
      return Promise.reject(
        new IntegrationError(
          `Invalid value for ${method}: redirect should be one of always, if_required. You specified: ${redirect}.`,
        ),
      );
    }
    if (redirect === 'always' && typeof confirmParams.return_url !== 'string') {
      return Promise.reject(
        new IntegrationError(
          `${method}(): the \`confirmParams.return_url\` argument is required unless passing \`redirect: 'if_required'\``,
        ),
      );
    }
    const billing = groupOf(elements)?.billingCollection_();
    const missing = billing
      ? missingNeverBillingField(billing, confirmParams.payment_method_data?.billing_details)
      : null;
    if (missing && !confirmParams.payment_method) {
      return Promise.reject(IntegrationError.from(neverBillingFieldError(missing, method)));
    }
    return call(method, { clientSecret, confirmParams, redirect }, elements);
  }

  /**
   * confirmIdealPayment(clientSecret, data, options) and the others of METHOD_CONFIRMS:
   * an element in `payment_method` is swapped for its type and collected from in its frame.
   */
  const confirmMethod =
    (name: string) =>
    (clientSecret: unknown, data?: Record<string, any>, options?: unknown): Result => {
      const given = data?.payment_method;
      const key = given && Object.keys(given).find((k) => isElement(given[k]));
      const element: PayframeElement | undefined = key ? given[key] : undefined;
      const args = plainData({
        name,
        clientSecret,
        data: element ? { ...data, payment_method: { ...given, [key!]: null } } : data,
        options,
        element: element?.elementType,
      });
      return (element ? element.request('confirmMethod', args) : call('confirmMethod', args)).then(
        (result) => {
          const problem = result.integrationError as { message: string; param?: string } | undefined;
          if (problem) throw new IntegrationError(problem.message, undefined, problem.param);
          return result;
        },
      );
    };

  const payframe = {
    ...(Object.fromEntries(METHOD_CONFIRMS.map((name) => [name, confirmMethod(name)])) as Record<
      (typeof METHOD_CONFIRMS)[number],
      ReturnType<typeof confirmMethod>
    >),
    elements: (elementsOptions?: Record<string, unknown>): ElementsObject =>
      createElements(base, elementsOptions),
    confirmPayment: (input?: Record<string, any>) => confirmIntent('confirmPayment', input),
    confirmSetup: (input?: Record<string, any>) => confirmIntent('confirmSetup', input),
    createPaymentMethod(
      input: Record<string, any> | string = {},
      maybeElement?: unknown,
      data?: unknown,
    ): Result {
      // createPaymentMethod({ type, [type]: element, ... }) or the older (type, element, data).
      // ({ card: element }) without a type still reads as a card, as it always has here.
      const type = typeof input === 'string' ? input : input.type;
      const key = typeof input === 'string' || isElement(input[type]) ? type : 'card';
      const element = typeof input === 'string' ? maybeElement : input[key];
      if (isElement(element)) {
        const given = typeof input === 'string' ? { ...(data as object), type } : { ...input, [key]: null };
        const paymentMethodData = plainData(given);
        return /^(card|postalCode)/.test(element.elementType)
          ? element.requestCard_('createPaymentMethod', { card: true, paymentMethodData })
          : element.request('createPaymentMethod', { element: element.elementType, paymentMethodData });
      }
      if (typeof input === 'string')
        return requestError('createPaymentMethod: pass an Element with the type.');
      if (input.elements !== undefined)
        return call('createPaymentMethod', { params: input.params ?? {} }, input.elements);
      void data;
      return call('createPaymentMethod', { paymentMethodData: input });
    },
    createConfirmationToken(input: Record<string, any> = {}): Result {
      if (input.elements === undefined)
        return Promise.reject(new IntegrationError('createConfirmationToken(): elements is required.'));
      return call('createConfirmationToken', { params: input.params ?? {} }, input.elements);
    },
    redirectToCheckout: (input?: Record<string, unknown>) => redirectToCheckout(base, input),
    initEmbeddedCheckout: (options?: Record<string, any>) => initEmbeddedCheckout(base, options),
    // Newer Stripe.js's name for it, which @stripe/react-stripe-js's EmbeddedCheckoutProvider calls.
    createEmbeddedCheckoutPage: (options?: Record<string, any>) => initEmbeddedCheckout(base, options),
    handleNextAction(input: Record<string, any> = {}): Result {
      if (typeof input.clientSecret !== 'string') {
        return Promise.reject(
          new IntegrationError('You must pass in a clientSecret when calling handleNextAction.'),
        );
      }
      return call('handleNextAction', { clientSecret: input.clientSecret });
    },
    /**
     * The manual-confirmation flow: the merchant's server confirmed with its secret key and
     * got `requires_action`; this runs the card's action (3-D Secure) and resolves with the
     * intent, which the server then confirms again.
     */
    handleCardAction(clientSecret: unknown): Result {
      if (typeof clientSecret !== 'string' || !clientSecret.startsWith('pi_')) {
        return Promise.reject(
          new IntegrationError(
            'You must pass in a PaymentIntent clientSecret when calling handleCardAction.',
          ),
        );
      }
      return call('handleNextAction', { clientSecret });
    },
    retrievePaymentIntent: (clientSecret: string) =>
      call('retrieveIntent', { clientSecret, kind: 'payment_intent' }),
    retrieveSetupIntent: (clientSecret: string) =>
      call('retrieveIntent', { clientSecret, kind: 'setup_intent' }),
    confirmCardPayment: (
      clientSecret: string,
      data: Record<string, any> = {},
      opts: Record<string, any> = {},
    ) => confirmCard('confirmCardPayment', clientSecret, data, opts),
    confirmCardSetup: (
      clientSecret: string,
      data: Record<string, any> = {},
      opts: Record<string, any> = {},
    ) => confirmCard('confirmCardSetup', clientSecret, data, opts),
    createToken(element: unknown, data: unknown = {}): Result {
      if (isElement(element))
        return (element as PayframeElement).requestCard_('createToken', {
          type: 'card',
          data: plainData(data as Record<string, unknown>),
        });
      // createToken('cvc_update', cardCvcElement): the CVC comes from the card frames.
      if (element === 'cvc_update' && isElement(data))
        return (data as PayframeElement).requestCard_('createToken', { type: 'cvc_update', data: {} });
      if (element === 'bank_account' && data && typeof data === 'object')
        return call('createToken', { type: element, data });
      return requestError('createToken needs a card Element, or bank_account and its data.');
    },
    /** createSource(cardElement, data) or createSource(data) for the other source types. */
    createSource(first: unknown, data: Record<string, unknown> = {}): Result {
      if (isElement(first))
        return (first as PayframeElement).requestCard_('createSource', { data: plainData(data) });
      if (!first || typeof first !== 'object' || typeof (first as { type?: unknown }).type !== 'string')
        return requestError('createSource needs a card Element, or source data with a type.');
      return call('createSource', { data: first });
    },
    retrieveSource(source: { id?: unknown; client_secret?: unknown } = {}): Result {
      if (typeof source.id !== 'string' || typeof source.client_secret !== 'string')
        return requestError('retrieveSource needs the id and client_secret of a source.');
      return call('retrieveSource', { id: source.id, clientSecret: source.client_secret });
    },
    /**
     * The first step to show an issuing card: resolves with `{ nonce }` for the merchant's server
     * to make an ephemeral key with; the nonce's private half stays in the Payframe frames.
     */
    createEphemeralKeyNonce(input: { issuingCard?: unknown } = {}): Result {
      if (typeof input.issuingCard !== 'string' || !input.issuingCard.startsWith('ic_'))
        return requestError('createEphemeralKeyNonce needs the id of an issuing card: { issuingCard }.');
      return call('createEphemeralKeyNonce', { issuingCard: input.issuingCard });
    },
    paymentRequest: (options: unknown) => createPaymentRequest(options, call),
    /** Called by @stripe/react-stripe-js; Payframe has nothing to record. */
    registerAppInfo(_info: unknown): void {},
    _registerWrapper(_wrapper: unknown): void {},
  };
  return asStripe(payframe);

  function confirmCard(
    method: 'confirmCardPayment' | 'confirmCardSetup',
    clientSecret: string,
    data: Record<string, any>,
    opts: Record<string, any>,
  ): Result {
    if (typeof clientSecret !== 'string') {
      return Promise.reject(new IntegrationError(`You must pass in a clientSecret when calling ${method}.`));
    }
    const handleActions = opts.handleActions !== false;
    const card = data.payment_method?.card;
    if (isElement(card)) {
      const payment_method = { ...data.payment_method, card: null };
      const args = { clientSecret, data: plainData({ ...data, payment_method }), handleActions };
      return (card as PayframeElement).requestCard_(method, args);
    }
    return call(method, { clientSecret, data, handleActions });
  }
}

export type Payframe = ReturnType<typeof createPayframe>;
