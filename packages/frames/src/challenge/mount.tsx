import type { FrameHash } from '@payframe/js/protocol';
import { createRoot } from 'react-dom/client';
import { ChallengeFrame } from './ChallengeFrame.js';

export function mountChallenge(root: HTMLElement, hash: FrameHash): void {
  createRoot(root).render(<ChallengeFrame hash={hash} />);
}
