import { type FunctionComponent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useElementsContext } from './elements-context.js';
import { changedOptions } from './option-updates.js';
import type { ElementEventHandler, PayframeElement } from './types.js';
import { usePrevious } from './use-previous.js';

/** The props every element component takes (those of @stripe/react-stripe-js). */
export interface ElementProps {
  id?: string;
  className?: string;
  options?: Record<string, unknown>;
  onReady?: ElementEventHandler;
  onChange?: ElementEventHandler;
  onFocus?: ElementEventHandler;
  onBlur?: ElementEventHandler;
  onEscape?: ElementEventHandler;
  onClick?: ElementEventHandler;
  onLoaderStart?: ElementEventHandler;
  onLoadError?: ElementEventHandler;
  onNetworksChange?: ElementEventHandler;
  onConfirm?: ElementEventHandler;
  onCancel?: ElementEventHandler;
  onShippingAddressChange?: ElementEventHandler;
  onShippingRateChange?: ElementEventHandler;
  onSavedPaymentMethodRemove?: ElementEventHandler;
  onSavedPaymentMethodUpdate?: ElementEventHandler;
  onAvailablePaymentMethodsChange?: ElementEventHandler;
}

/** Callback props and the element events they listen to. */
const EVENTS: readonly [keyof ElementProps, string][] = [
  ['onChange', 'change'],
  ['onFocus', 'focus'],
  ['onBlur', 'blur'],
  ['onEscape', 'escape'],
  ['onClick', 'click'],
  ['onLoaderStart', 'loaderstart'],
  ['onLoadError', 'loaderror'],
  ['onNetworksChange', 'networkschange'],
  ['onConfirm', 'confirm'],
  ['onCancel', 'cancel'],
  ['onShippingAddressChange', 'shippingaddresschange'],
  ['onShippingRateChange', 'shippingratechange'],
  ['onSavedPaymentMethodRemove', 'savedpaymentmethodremove'],
  ['onSavedPaymentMethodUpdate', 'savedpaymentmethodupdate'],
  ['onAvailablePaymentMethodsChange', 'availablepaymentmethodschange'],
];

/** The events the given callback props ask for (a stable string, for effect dependencies). */
function wantedEvents(props: ElementProps): string {
  const events = EVENTS.filter(([prop]) => props[prop] !== undefined).map(([, event]) => event);
  if (props.onReady) events.push('ready');
  return events.join(',');
}

/**
 * Listens to the element events the callback props ask for. The latest props are read
 * through a ref, so a new arrow function on each render does not re-register listeners.
 * `ready` hands over the element itself, except for express checkout, whose event says
 * which buttons show.
 */
function useElementEvents(element: PayframeElement | null, props: ElementProps, type: string): void {
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const wanted = wantedEvents(props);
  useEffect(() => {
    if (!element || wanted === '') return;
    const listeners = wanted.split(',').map((event): [string, ElementEventHandler] => [
      event,
      (payload?: unknown) => {
        if (event === 'ready') {
          return latest.current.onReady?.(type === 'expressCheckout' ? payload : element);
        }
        const prop = EVENTS.find(([, name]) => name === event)?.[0];
        const callback = prop ? (latest.current[prop] as ElementEventHandler | undefined) : undefined;
        return callback?.(payload);
      },
    ]);
    for (const [event, listener] of listeners) element.on(event, listener);
    return () => {
      for (const [event, listener] of listeners) element.off(event, listener);
    };
  }, [element, wanted, type]);
}

interface ElementViewProps extends ElementProps {
  type: string;
  displayName: string;
}

/**
 * Creates one element of `type` in the elements group, mounts it in its div, forwards its
 * events to the callback props and its option changes to `update()`, and destroys it on
 * unmount. The element lives in a ref so StrictMode's unmount-remount creates it once per
 * real mount.
 */
function ElementView(props: ElementViewProps) {
  const { type, displayName } = props;
  const { elements } = useElementsContext(`mounts <${displayName}>`);
  const [element, setElement] = useState<PayframeElement | null>(null);
  const elementRef = useRef<PayframeElement | null>(null);
  const node = useRef<HTMLDivElement | null>(null);
  const options = props.options;

  useElementEvents(element, props, type);

  useLayoutEffect(() => {
    if (elementRef.current !== null || node.current === null || !elements) return;
    const created = elements.create(type, options ?? {});
    elementRef.current = created;
    setElement(created);
    created.mount(node.current);
  }, [elements, options, type]);

  const previousOptions = usePrevious(options);
  useEffect(() => {
    const current = elementRef.current;
    if (!current?.update) return;
    const changes = changedOptions(options, previousOptions);
    if (changes) current.update(changes);
  }, [options, previousOptions]);

  useLayoutEffect(
    () => () => {
      const current = elementRef.current;
      if (!current) return;
      try {
        current.destroy();
      } catch {
        // Destroying twice or after the group went away is harmless.
      }
      elementRef.current = null;
    },
    [],
  );

  return <div id={props.id} className={props.className} ref={node} />;
}

/** An element component, naming its type as react-stripe-js's do, for `elements.getElement(Component)`. */
export type ElementComponent = FunctionComponent<ElementProps> & { readonly __elementType: string };

/** The component for one element type (`<PaymentElement>` is `elementComponent('payment', ...)`). */
export function elementComponent(type: string, displayName: string): ElementComponent {
  const Component: FunctionComponent<ElementProps> = (props) => (
    <ElementView {...props} type={type} displayName={displayName} />
  );
  Component.displayName = displayName;
  return Object.assign(Component, { __elementType: type });
}
