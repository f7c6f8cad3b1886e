/**
 * Test-mode cards that make the risk engine ask for a challenge, the same on every run
 * (docs/radar.md#challenges): the shopper must solve a captcha, or confirm the card's last
 * digits. Both succeed once the challenge is answered.
 */
export const CHALLENGE_TEST_CARDS: Readonly<Record<string, 'captcha' | 'card_image'>> = {
  '4000000000001976': 'captcha',
  '4000000000002370': 'card_image',
};

export function testChallengeFor(cardNumber: string, livemode: boolean): 'captcha' | 'card_image' | null {
  return livemode ? null : (CHALLENGE_TEST_CARDS[cardNumber] ?? null);
}
