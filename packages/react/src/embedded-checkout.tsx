import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { parsePayframeProp } from './payframe-prop.js';
import type { Payframe } from './types.js';

/** What `initEmbeddedCheckout()` answers: the page in a frame, mounted where it is asked to. */
export interface EmbeddedCheckoutInstance {
  mount(target: string | HTMLElement): void;
  unmount(): void;
  destroy(): void;
}

export interface EmbeddedCheckoutOptions {
  clientSecret?: string | null;
  fetchClientSecret?: (() => Promise<string>) | null;
  onComplete?: () => void;
}

type WithEmbedded = Payframe & {
  initEmbeddedCheckout(options: EmbeddedCheckoutOptions): Promise<EmbeddedCheckoutInstance>;
};

const EmbeddedContext = createContext<EmbeddedCheckoutInstance | null | undefined>(undefined);

export interface EmbeddedCheckoutProviderProps {
  stripe: unknown;
  options: EmbeddedCheckoutOptions;
  children?: ReactNode;
}

/**
 * `EmbeddedCheckoutProvider`, as in react-stripe-js: starts one embedded checkout for the
 * session of `options.clientSecret` (or `fetchClientSecret`) once the `stripe` prop resolves,
 * and destroys it when unmounted.
 */
export function EmbeddedCheckoutProvider({ stripe, options, children }: EmbeddedCheckoutProviderProps) {
  const [instance, setInstance] = useState<EmbeddedCheckoutInstance | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  useEffect(() => {
    const parsed = parsePayframeProp<WithEmbedded>(stripe);
    if (parsed.tag === 'empty') return;
    let stopped = false;
    let started: EmbeddedCheckoutInstance | undefined;
    const payframe = parsed.tag === 'sync' ? Promise.resolve(parsed.payframe) : parsed.promise;
    void payframe.then(async (loaded) => {
      if (!loaded || stopped) return;
      const { clientSecret, fetchClientSecret } = optionsRef.current;
      started = await loaded.initEmbeddedCheckout({
        ...(clientSecret ? { clientSecret } : {}),
        ...(fetchClientSecret ? { fetchClientSecret } : {}),
        onComplete: () => optionsRef.current.onComplete?.(),
      });
      if (stopped) started.destroy();
      else setInstance(started);
    });
    return () => {
      stopped = true;
      started?.destroy();
    };
  }, [stripe]);
  return <EmbeddedContext.Provider value={instance}>{children}</EmbeddedContext.Provider>;
}

/** `EmbeddedCheckout`: where the provider's checkout is mounted. */
export function EmbeddedCheckout({ id, className }: { id?: string; className?: string }) {
  const instance = useContext(EmbeddedContext);
  if (instance === undefined) {
    throw new Error('<EmbeddedCheckout> must be used within <EmbeddedCheckoutProvider>.');
  }
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!instance || !container.current) return;
    instance.mount(container.current);
    return () => instance.unmount();
  }, [instance]);
  return <div ref={container} id={id} className={className} />;
}
