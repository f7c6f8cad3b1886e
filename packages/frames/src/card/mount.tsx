import type { FrameHash } from '@payframe/js/protocol';
import { createRoot } from 'react-dom/client';
import { CardFrame } from './CardFrame.js';
import { isCardComponent } from './card-fields.js';

export function mountCard(root: HTMLElement, hash: FrameHash): void {
  if (!isCardComponent(hash.component)) return;
  createRoot(root).render(<CardFrame hash={hash} component={hash.component} />);
}
