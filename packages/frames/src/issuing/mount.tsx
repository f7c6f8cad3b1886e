import { type FrameHash, ISSUING_FAMILY, type IssuingComponent } from '@payframe/js/protocol';
import { createRoot } from 'react-dom/client';
import { IssuingFrame } from './IssuingFrame.js';

export function mountIssuing(root: HTMLElement, hash: FrameHash): void {
  if (!(ISSUING_FAMILY as readonly string[]).includes(hash.component)) return;
  createRoot(root).render(<IssuingFrame hash={hash} component={hash.component as IssuingComponent} />);
}
