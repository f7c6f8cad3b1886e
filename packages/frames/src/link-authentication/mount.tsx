import type { FrameHash } from '@payframe/js/protocol';
import { createRoot } from 'react-dom/client';
import { LinkAuthFrame } from './LinkAuthFrame.js';

export function mountLinkAuthentication(root: HTMLElement, hash: FrameHash): void {
  createRoot(root).render(<LinkAuthFrame hash={hash} />);
}
