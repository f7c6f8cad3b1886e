import { type BillingDetailsCollection, validatePaymentElementOptions } from '@payframe/core';
import { ControllerConnection, type ControllerSettings } from './controller.js';
import { PayframeElement } from './element.js';
import { checkExpressCheckoutOptions } from './express-options.js';
import { IntegrationError } from './integration-error.js';
import { paymentRequests } from './payment-request.js';
import {
  BANK_FAMILY,
  CARD_FAMILY,
  ELEMENT_FRAMES,
  type FrameLoader,
  ISSUING_FAMILY,
  isElementFrame,
  type WireError,
} from './protocol/index.js';

const CARD_TYPES: readonly string[] = CARD_FAMILY;
/** Elements that need no elements session: a session that failed to load does not concern them. */
const SESSIONLESS: readonly string[] = [
  ...CARD_FAMILY,
  ...BANK_FAMILY,
  ...ISSUING_FAMILY,
  'paymentRequestButton',
];

/**
 * One `elements()` group: its controller frame and its elements. The elements options were
 * validated by the caller; the controller loads the session from them.
 */
export class ElementsGroup {
  readonly connection_: ControllerConnection;
  private readonly elements_ = new Map<string, PayframeElement>();
  private counter_ = 0;
  private sessionError_: WireError | null = null;
  /** The checked `loader` option, told to each element frame in its URL. */
  loader: FrameLoader = 'auto';

  private readonly settings_: ControllerSettings;

  constructor(settings: ControllerSettings) {
    this.settings_ = settings;
    this.connection_ = new ControllerConnection(settings);
    this.connection_.onSessionError_ = (error) => {
      this.sessionError_ = error;
      for (const element of this.elements_.values())
        if (!SESSIONLESS.includes(element.elementType)) element.emitLoadError_(error);
    };
  }

  create(type: string, options: Record<string, unknown> = {}): PayframeElement {
    // The element types this version creates; the others throw until they exist.
    if (!isElementFrame(type)) {
      throw new IntegrationError(
        `A valid Element name must be provided. Valid Elements are: ${ELEMENT_FRAMES.join(', ')}; you passed: ${String(type)}.`,
      );
    }
    // One Address Element per mode (shipping and billing may sit side by side); its options are
    // checked in its frame, so the country table stays out of this script.
    const mode = options.mode;
    const copy = type === 'issuingCardCopyButton';
    // A copy button without card options copies from the group's display elements' card.
    if (copy && options.issuingCard === undefined) {
      const shown = [...this.elements_.values()].find((e) => ISSUING_FAMILY.includes(e.elementType as never));
      const { issuingCard, nonce, ephemeralKeySecret } = shown?.currentOptions_ ?? {};
      options = { issuingCard, nonce, ephemeralKeySecret, ...options };
    }
    const key = type === 'address' ? type + mode : copy ? type + options.toCopy : type;
    if (this.elements_.has(key)) {
      throw new IntegrationError(`Can only create one Element of type ${type}.`);
    }
    const sessionless = SESSIONLESS.includes(type);
    if (type === 'address') {
      if (mode !== 'shipping' && mode !== 'billing') {
        throw new IntegrationError(
          "You must specify a mode ('shipping' or 'billing') for the address Element.",
        );
      }
    } else if (type === 'paymentRequestButton') {
      if (!paymentRequests.has(options.paymentRequest as object))
        throw new IntegrationError(
          'Invalid value for paymentRequestButton: paymentRequest should be an object made by paymentRequest().',
        );
    } else if (type === 'expressCheckout') {
      checkExpressCheckoutOptions(options);
    } else if (type === 'linkAuthentication') {
      checkLinkAuthenticationOptions(options);
    } else if (type === 'payment') {
      const group = this.settings_.elementsOptions ?? {};
      if (group.clientSecret === undefined && group.mode === undefined) {
        throw new IntegrationError(
          'In order to create a payment element, you must pass a clientSecret or mode when creating the Elements group.\n\ne.g. stripe.elements({clientSecret: "{{CLIENT_SECRET}}"})',
        );
      }
      const checked = validatePaymentElementOptions(options);
      if (!checked.ok) throw IntegrationError.from(checked.error);
    }
    this.counter_ += 1;
    const element = new PayframeElement(type, `${type}-${this.counter_}`, options, {
      connection_: this.connection_,
      origin: this.settings_.origin,
      apiVersion: this.settings_.apiVersion,
      locale: this.settings_.locale,
      loader: () => this.loader,
      cardFrameIds_: () => this.mountedFrameIds_(CARD_TYPES),
      onDestroy_: (destroyed) => {
        if (this.elements_.get(key) === destroyed) this.elements_.delete(key);
      },
    });
    this.elements_.set(key, element);
    const error = sessionless ? null : this.sessionError_;
    if (error) setTimeout(() => element.emitLoadError_(error));
    return element;
  }

  /** The mounted Payment Element's billing field collection (null without one). */
  billingCollection_(): BillingDetailsCollection | null {
    const element = this.elements_.get('payment');
    if (!element?.isMounted_) return null;
    const checked = validatePaymentElementOptions(element.currentOptions_);
    return checked.ok ? checked.value.billingDetails : null;
  }

  getElement(type: string, options?: { mode?: string }): PayframeElement | null {
    const found = this.elements_.get(type + (options?.mode ?? ''));
    return found ?? [...this.elements_.values()].find((element) => element.elementType === type) ?? null;
  }

  /** The mounted frames (of some types), in page order (focus goes to the first invalid one). */
  mountedFrameIds_(types?: readonly string[]): string[] {
    return [...this.elements_.values()]
      .filter((element) => element.isMounted_ && (!types || types.includes(element.elementType)))
      .sort((a, b) => {
        const position = a.node && b.node ? a.node.compareDocumentPosition(b.node) : 0;
        return position & Node.DOCUMENT_POSITION_FOLLOWING
          ? -1
          : position & Node.DOCUMENT_POSITION_PRECEDING
            ? 1
            : 0;
      })
      .map((element) => element.frameId);
  }
}

/** `{ defaultValues: { email } }`: the only option of the Link Authentication Element. */
function checkLinkAuthenticationOptions(options: Record<string, unknown>): void {
  const defaults = options.defaultValues;
  if (defaults === undefined) return;
  const email = (defaults as Record<string, unknown> | null)?.email;
  if (
    typeof defaults !== 'object' ||
    defaults === null ||
    (email !== undefined && typeof email !== 'string')
  ) {
    throw new IntegrationError(
      'Invalid value for linkAuthentication: defaultValues.email should be a string.',
    );
  }
}
