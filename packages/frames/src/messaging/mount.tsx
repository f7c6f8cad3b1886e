import type { FrameHash } from '@payframe/js/protocol';
import { createRoot } from 'react-dom/client';
import { MessagingFrame } from './MessagingFrame.js';

export function mountMessaging(root: HTMLElement, hash: FrameHash): void {
  createRoot(root).render(<MessagingFrame hash={hash} />);
}
