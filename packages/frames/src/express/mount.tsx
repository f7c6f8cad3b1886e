import type { FrameHash } from '@payframe/js/protocol';
import { createRoot } from 'react-dom/client';
import { ExpressFrame } from './ExpressFrame.js';
import { PaymentRequestButtonFrame } from './PaymentRequestButtonFrame.js';

export function mountExpressCheckout(root: HTMLElement, hash: FrameHash): void {
  createRoot(root).render(
    hash.component === 'paymentRequestButton' ? (
      <PaymentRequestButtonFrame hash={hash} />
    ) : (
      <ExpressFrame hash={hash} />
    ),
  );
}
