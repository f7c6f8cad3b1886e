import { useEffect, useRef } from 'react';

/** The value at the previous render (the current one at the first render). */
export function usePrevious<T>(value: T): T {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref.current;
}
