import type { AddressSuggestion } from '@payframe/js/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SUGGEST_DEBOUNCE_MS } from './suggest-pause.js';
import { moveActive } from './suggestions.js';

export interface SuggestionState {
  list: AddressSuggestion[];
  active: number;
  open: boolean;
  /** Asks for the suggestions of what line 1 now holds (after a pause). */
  request(query: string, country: string): void;
  /** An answer of the controller; one for an older query is dropped. */
  receive(query: string, list: AddressSuggestion[]): void;
  move(key: 'ArrowDown' | 'ArrowUp'): void;
  setActive(index: number): void;
  close(): void;
}

/** The suggestion list under line 1: what was asked last, what came back, which one is highlighted. */
export function useSuggestions(ask: (query: string, country: string) => void): SuggestionState {
  const [list, setList] = useState<AddressSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const latest = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const request = useCallback(
    (query: string, country: string) => {
      latest.current = query;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => ask(query, country), SUGGEST_DEBOUNCE_MS);
    },
    [ask],
  );
  const receive = useCallback((query: string, answer: AddressSuggestion[]) => {
    if (query !== latest.current) return;
    setList(answer);
    setActive(-1);
    setOpen(answer.length > 0);
  }, []);
  const close = useCallback(() => {
    latest.current = '';
    clearTimeout(timer.current);
    setOpen(false);
    setActive(-1);
  }, []);
  const move = useCallback(
    (key: 'ArrowDown' | 'ArrowUp') => setActive((current) => moveActive(current, list.length, key)),
    [list.length],
  );
  return { list, active, open, request, receive, move, setActive, close };
}
