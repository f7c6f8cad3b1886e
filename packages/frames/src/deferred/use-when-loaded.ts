import { useEffect, useRef, useState } from 'react';
import { type DeferredName, isLoaded, loadDeferred } from './modules.js';

/**
 * The latest `value` whose deferred modules have loaded: `value` itself when they already
 * have (no extra render), else the previous one (undefined at first) until they arrive. So new
 * options or a new session take effect once the code they need is there, and the form keeps
 * its state meanwhile. `onError` hears a chunk that failed to load.
 */
export function useWhenLoaded<T>(
  value: T,
  needs: readonly DeferredName[],
  onError: (error: unknown) => void,
): T | undefined {
  const [, rerender] = useState(0);
  const last = useRef<T | undefined>(undefined);
  if (isLoaded(needs)) last.current = value;
  const key = needs.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names are the key
  useEffect(() => {
    const names = (key ? key.split(',') : []) as DeferredName[];
    if (isLoaded(names)) return;
    let current = true;
    loadDeferred(names).then(
      () => current && rerender((n) => n + 1),
      (error: unknown) => current && onError(error),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return last.current;
}
