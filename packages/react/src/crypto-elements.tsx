import {
  createContext,
  type HTMLAttributes,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';

/** The onramp session `PayframeOnramp(...).createSession()` answers (`/v1/onramp.js`). */
export interface OnrampSessionInstance {
  mount(target: HTMLElement): unknown;
  unmount?(): unknown;
  addEventListener(type: OnrampEventType, handler: (event: OnrampSessionEvent) => void): unknown;
}

export type OnrampEventType = 'onramp_ui_loaded' | 'onramp_session_updated';

export interface OnrampSessionEvent {
  type: OnrampEventType;
  payload: { session: Record<string, unknown> };
}

/** `PayframeOnramp(publishableKey)`, or what `loadPayframeOnramp` resolves to. */
export interface PayframeOnramp {
  createSession(options: {
    clientSecret: string;
    appearance?: { theme?: 'light' | 'dark' };
    locale?: string;
  }): OnrampSessionInstance;
}

const OnrampContext = createContext<{ onramp: PayframeOnramp | null } | null>(null);

function isOnramp(value: unknown): value is PayframeOnramp {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PayframeOnramp).createSession === 'function'
  );
}

export interface CryptoElementsProps {
  /** The onramp object, a promise of it (`loadPayframeOnramp(...)`), or null while it loads. */
  stripeOnramp: PayframeOnramp | Promise<PayframeOnramp | null> | null;
  children?: ReactNode;
}

/**
 * `CryptoElements`, as in Stripe's crypto onramp quick start: gives the onramp object (once a
 * promise of it resolves) to the `OnrampElement`s and `useStripeOnramp()` calls inside.
 */
export function CryptoElements({ stripeOnramp, children }: CryptoElementsProps) {
  const [onramp, setOnramp] = useState<PayframeOnramp | null>(isOnramp(stripeOnramp) ? stripeOnramp : null);
  useEffect(() => {
    let current = true;
    if (stripeOnramp === null) setOnramp(null);
    else if (isOnramp(stripeOnramp)) setOnramp(stripeOnramp);
    else if (typeof (stripeOnramp as Promise<unknown>).then === 'function')
      void stripeOnramp.then((loaded) => {
        if (current) setOnramp(loaded);
      });
    else
      throw new Error(
        'Invalid prop `stripeOnramp` supplied to `CryptoElements`: pass PayframeOnramp(publishableKey), a Promise of it (loadPayframeOnramp(...)), or null.',
      );
    return () => {
      current = false;
    };
  }, [stripeOnramp]);
  return <OnrampContext.Provider value={{ onramp }}>{children}</OnrampContext.Provider>;
}

/** The onramp object of the nearest `CryptoElements` (null until it has loaded). */
export function useStripeOnramp(): PayframeOnramp | null {
  const context = useContext(OnrampContext);
  if (!context) throw new Error('useStripeOnramp() needs a <CryptoElements> around it.');
  return context.onramp;
}

export const usePayframeOnramp = useStripeOnramp;

export interface OnrampElementProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  clientSecret: string | null | undefined;
  appearance?: { theme?: 'light' | 'dark' };
  locale?: string;
  /** `onramp_ui_loaded`: the frame has shown the session. */
  onReady?: (event: OnrampSessionEvent) => void;
  /** `onramp_session_updated`: the session's status or amounts changed. */
  onChange?: (event: OnrampSessionEvent) => void;
}

/**
 * `OnrampElement`: mounts the session of `clientSecret` in its own div, again when the client
 * secret changes, and takes its frame off the page when it unmounts.
 */
export function OnrampElement({
  clientSecret,
  appearance,
  locale,
  onReady,
  onChange,
  ...props
}: OnrampElementProps) {
  const onramp = useStripeOnramp();
  const host = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onReady, onChange });
  handlers.current = { onReady, onChange };
  const theme = appearance?.theme;
  useEffect(() => {
    const target = host.current;
    if (!target || !onramp || !clientSecret) return;
    const session = onramp.createSession({
      clientSecret,
      ...(theme ? { appearance: { theme } } : {}),
      ...(locale ? { locale } : {}),
    });
    session.addEventListener('onramp_ui_loaded', (event) => handlers.current.onReady?.(event));
    session.addEventListener('onramp_session_updated', (event) => handlers.current.onChange?.(event));
    session.mount(target);
    return () => {
      if (session.unmount) session.unmount();
      else target.replaceChildren();
    };
  }, [onramp, clientSecret, theme, locale]);
  return <div {...props} ref={host} />;
}
