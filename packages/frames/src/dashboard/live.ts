import { useEffect, useRef } from 'react';

/**
 * Calls `onChange` when the server reports a new payment or event of the session's account and
 * mode (server-sent events, with the session's cookie): a list reloads itself instead of waiting
 * for the operator to. A burst of changes makes one reload. `key` reopens the stream (the mode).
 */
export function useLive(onChange: () => void, key: string, enabled = true): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key (the mode) says when to reopen
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/dashboard/api/stream');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), 200);
    };
    source.addEventListener('payment', changed);
    source.addEventListener('event', changed);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [key, enabled]);
}
