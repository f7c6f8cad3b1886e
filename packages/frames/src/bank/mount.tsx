import { BANK_FAMILY, type BankComponent, type FrameHash } from '@payframe/js/protocol';
import { createRoot } from 'react-dom/client';
import { BankFrame } from './BankFrame.js';

export function mountBank(root: HTMLElement, hash: FrameHash): void {
  if (!(BANK_FAMILY as readonly string[]).includes(hash.component)) return;
  createRoot(root).render(<BankFrame hash={hash} component={hash.component as BankComponent} />);
}
