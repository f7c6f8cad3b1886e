import type { FrameHash } from '@payframe/js/protocol';
import { createRoot } from 'react-dom/client';
import { PaymentFrame } from './PaymentFrame.js';

export function mountPayment(root: HTMLElement, hash: FrameHash): void {
  createRoot(root).render(<PaymentFrame hash={hash} />);
}
