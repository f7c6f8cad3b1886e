import type { FrameHash } from '@payframe/js/protocol';
import { createRoot } from 'react-dom/client';
import { CurrencySelectorFrame } from './CurrencySelectorFrame.js';

export function mountCurrencySelector(root: HTMLElement, hash: FrameHash): void {
  createRoot(root).render(<CurrencySelectorFrame hash={hash} />);
}
