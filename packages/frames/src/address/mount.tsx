import type { FrameHash } from '@payframe/js/protocol';
import { createRoot } from 'react-dom/client';
import { AddressFrame } from './AddressFrame.js';

export function mountAddress(root: HTMLElement, hash: FrameHash): void {
  createRoot(root).render(<AddressFrame hash={hash} />);
}
