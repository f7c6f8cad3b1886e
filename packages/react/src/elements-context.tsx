import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { changedOptions } from './option-updates.js';
import { parsePayframeProp } from './payframe-prop.js';
import type { ElementsContextValue, ElementsOptions, Payframe, PayframeElements } from './types.js';
import { usePrevious } from './use-previous.js';

export const ElementsContext = createContext<ElementsContextValue | null>(null);
ElementsContext.displayName = 'ElementsContext';

export interface ElementsProps {
  /** `Payframe(pk)`, a promise of it (`loadPayframe(pk)`), or null while it loads. */
  stripe: PromiseLike<Payframe | null> | Payframe | null;
  options?: ElementsOptions;
  children?: ReactNode;
}

/**
 * Provides the Payframe object and its elements group to the element components below.
 * The group is created once, when the object is there (StrictMode's double effects included);
 * later `options` changes go to `elements.update()`, except `clientSecret` and `fonts`.
 */
export function Elements({ stripe: raw, options, children }: ElementsProps) {
  const parsed = useMemo(() => parsePayframeProp(raw), [raw]);
  const [context, setContext] = useState<ElementsContextValue>(() => ({
    stripe: parsed.tag === 'sync' ? parsed.payframe : null,
    elements: null,
  }));
  // The group is made in an effect, guarded by a ref: render functions and state
  // initializers run twice under StrictMode, effects re-run, but refs persist.
  const group = useRef<ElementsContextValue | null>(null);
  const latestOptions = useRef(options);
  latestOptions.current = options;

  useEffect(() => {
    let mounted = true;
    const adopt = (payframe: Payframe | null) => {
      if (!payframe || !mounted || group.current) return;
      group.current = { stripe: payframe, elements: payframe.elements(latestOptions.current) };
      setContext(group.current);
    };
    if (parsed.tag === 'sync') adopt(parsed.payframe);
    else if (parsed.tag === 'async') parsed.promise.then(adopt);
    return () => {
      mounted = false;
    };
  }, [parsed]);

  const previousRaw = usePrevious(raw);
  useEffect(() => {
    if (previousRaw !== null && previousRaw !== raw) {
      console.warn(
        'Unsupported prop change on Elements: You cannot change the `stripe` prop after setting it.',
      );
    }
  }, [previousRaw, raw]);

  const previousOptions = usePrevious(options);
  useEffect(() => {
    if (!context.elements) return;
    const changes = changedOptions(options, previousOptions, ['clientSecret', 'fonts']);
    if (changes) context.elements.update(changes);
  }, [options, previousOptions, context.elements]);

  return <ElementsContext.Provider value={context}>{children}</ElementsContext.Provider>;
}

export function useElementsContext(useCase: string): ElementsContextValue {
  const context = useContext(ElementsContext);
  if (!context) {
    throw new Error(
      `Could not find Elements context; You need to wrap the part of your app that ${useCase} in an <Elements> provider.`,
    );
  }
  return context;
}

/** The elements group (null until the Payframe object has loaded). */
export function useElements(): PayframeElements | null {
  return useElementsContext('calls useElements()').elements;
}

/** The Payframe object (null until it has loaded). */
export function usePayframe<P extends Payframe = Payframe>(): P | null {
  return useElementsContext('calls usePayframe()').stripe as P | null;
}

/** The Stripe.js name of `usePayframe`, so code moved from @stripe/react-stripe-js keeps working. */
export function useStripe<P extends Payframe = Payframe>(): P | null {
  return useElementsContext('calls useStripe()').stripe as P | null;
}

/** Render-prop access to `{ stripe, elements }` for class components. */
export function ElementsConsumer({ children }: { children: (context: ElementsContextValue) => ReactNode }) {
  return <>{children(useElementsContext('mounts <ElementsConsumer>'))}</>;
}
