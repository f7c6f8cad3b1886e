import { challengeWindowSize } from '@payframe/core/constants';

/**
 * The browser data a 3-D Secure 2 issuer asks for (docs/confirmation.md#3-d-secure-2): screen
 * size, colour depth, time zone offset, language, whether Java and JavaScript run, the user
 * agent, and the challenge window size for this page's width. Nothing about the shopper.
 */
export function browserData(win: Window = window): Record<string, string | number | boolean> {
  const nav = win.navigator;
  return {
    fingerprintAttempted: false,
    challengeWindowSize: challengeWindowSize(win.outerWidth || win.innerWidth).code,
    threeDSCompInd: 'N',
    browserJavaEnabled: false,
    browserJavascriptEnabled: true,
    browserLanguage: nav.language,
    browserColorDepth: win.screen.colorDepth,
    browserScreenHeight: win.screen.height,
    browserScreenWidth: win.screen.width,
    browserTZ: new Date().getTimezoneOffset(),
    browserUserAgent: nav.userAgent,
  };
}
