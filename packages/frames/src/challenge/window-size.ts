import { challengeWindowSize } from '@payframe/core/constants';

/** The challenge window a page this wide gets, in CSS pixels. */
export interface ChallengeWindow {
  /** The EMV 3DS challengeWindowSize code the size stands for. */
  code: string;
  width: number;
  /** The height until the challenge page's own height is known (a page of another origin never tells). */
  height: number;
}

/**
 * The windowed sizes of docs/confirmation.md#constants are used as they are. Full screen (05, pages 768px
 * and wider) is a desktop: there the modal is a lightbox as wide as the widest windowed size,
 * since a challenge page stretched over a whole desktop screen reads as a page of its own,
 * not as a step of the merchant's checkout.
 */
export const DESKTOP_CHALLENGE_WINDOW = { width: 600, height: 600 } as const;

export function challengeWindowFor(outerWidth: number): ChallengeWindow {
  const size = challengeWindowSize(outerWidth);
  if (size.width === 'full' || size.height === 'full')
    return { code: size.code, ...DESKTOP_CHALLENGE_WINDOW };
  return { code: size.code, width: size.width, height: size.height };
}
