import type { FrameHash } from '@payframe/js/protocol';
import { createRoot } from 'react-dom/client';
import { ExpressFrame } from './ExpressFrame.js';

export function mountExpressCheckout(root: HTMLElement, hash: FrameHash): void {
  createRoot(root).render(<ExpressFrame hash={hash} />);
}
