/**
 * The gzipped size budgets of the browser code, checked by `npm run bench:size` (CI fails a build
 * over a limit). `limit` is enforced; `target` is the design's aim. The limit is a ratchet at the
 * size measured when it was set, plus a little, so it cannot grow unnoticed, whether the target
 * is still pending or already met (then the limit sits under it): lower the limit when a change
 * shrinks it. The element frames are measured on Preact's React-compatible runtime
 * (`preact/compat`, aliased for react and react-dom by the frames build): they are our own closed
 * app inside our iframes, React's API stays their code's API, and each first load is about 60 KB
 * gzipped lighter than with React's own runtime.
 */
export interface SizeBudget {
  /** `payframe.js`, or a frame component's first load as named in the frames' manifest.json. */
  name: string;
  /** The most it may weigh gzipped, in bytes. */
  limit: number;
  /** The design's target in bytes, when the design sets one. */
  target?: number;
}

const KB = 1024;

export const SIZE_BUDGETS: readonly SizeBudget[] = [
  { name: 'payframe.js', limit: 15 * KB, target: 15 * KB },
  // The crypto onramp's own script (/v1/onramp.js): the session object, its frame and its two
  // events, measured at 1.16 KB; its frame is a page of its own, like the checkout page.
  { name: 'onramp.js', limit: 1.5 * KB, target: 1.5 * KB },
  // Frame first loads, measured at 28.90, 122.82, 167.79, 109.69, 78.51 and 95.70 KB once the
  // descriptor-driven methods (five more in the Payment Element) and the payload checks of every
  // frame message landed (about 2 KB a frame; the stylesheet every frame loads is 4.3 KB of it).
  // Then 0.18 KB for the messaging element's "Learn more" modal (its two message checks and
  // the modal content it hands to the challenge frame): 29.66 KB.
  // Then 0.20 KB for the voucher next action (its step, the hosted page's URL with the locale)
  // and Boleto's two field errors, and 0.48 KB for the app methods' next actions (Alipay's
  // redirect, Cash App Pay's code or app, BLIK's wait for the banking app with its modal content
  // and check, the form's payment_method_options): about 30.34 KB.
  // Then 0.16 KB for Stripe.js's method-specific confirm calls (confirmIdealPayment and the
  // others: the call's path, their table and checks loading when first called) and 0.26 KB for
  // the standalone bank elements (createPaymentMethod from one, the bank frames' names in the
  // message checks every frame carries): 30.81 KB with all of them.
  // The Express Checkout Element's messages (their checks, in every frame) and the English
  // texts of its buttons and test sheet took about 0.4 KB of each frame's first load; the
  // controller 0.4 KB more to run the Payment Element's Apple Pay and Google Pay sheet (and to
  // tell the frames about paymentMethodCreation): 31.73 KB with the methods and elements above.
  // Stripe.js's paymentRequest (its sheet, shipping changes and payment method are the
  // controller's, the script keeps a thin proxy): 32.52 KB.
  // Its sheet code (show, shipping changes, complete, abort: 0.86 KB) then moved to a chunk
  // loaded when a page shows a payment request, with canMakePayment's browser rule; the
  // wallet-config domain check every group makes stays, and the Express Checkout Element's
  // sheet settled by the confirm handler's payment joined: 32.51 KB.
  // With the US bank account work merged (its descriptor, ACH mandate text and the bank-linking
  // modal's plumbing and message check, beside the wallet sheet's): 33.39 KB.
  // Then the issuing card elements' names and English texts, which every frame carries: 33.56 KB.
  // The currency selector's quote call, its choice carried into confirmPayment and the two
  // message checks: 34.06 KB.
  // Then, merged together: the ACSS/Bacs field checks and legal texts, the decline and dialog
  // texts, the message format and the locale fall-back chain, which every frame carries: 34.54 KB.
  // Then the Link wallet's bank accounts: listing them where the payment takes US bank
  // accounts, Pay by bank's save-and-share step, the bank incentive from the elements session,
  // their message checks and the English texts every frame carries: 35.60 KB.
  // Then the ACSS and Bacs confirm modals (their message checks and the English texts every frame carries; the controller's confirm calls): 36.84 KB.
  // Then, merged together: adaptive pricing's billing country message, live wallets behind a provider (loaded in live mode only) with Link in the express buttons, and the locale header the frames send with API calls: 37.35 KB.
  // Then its first load became what starts the session and answers the frames: the page's calls and
  // the Link session load as chunks beside the session, and controller.html links no stylesheet
  // (4.6 KB): 12.66 KB. The design's 20 KB is met; the limit holds what was reached.
  // Then the currency selector's group message and live paymentRequest() (merged): 12.68 KB.
  // Then the risk engine's challenges (merged): the challenge modal's message check and the captcha's lazy chunks: 13.03 KB.
  // Then the link payment method's sharing rule and the Bacs working-day calendar (merged): 13.20 KB.
  // Then the 3-D Secure 2 calls and the telemetry logger's hooks (merged): 13.49 KB.
  // Then the controller's call to frames that said hello before it listened (its message check): 13.58 KB.
  { name: 'controller', limit: 13.6 * KB, target: 20 * KB },
  // The logger frame (logger.html and its own script): the allow-list, the batching, the
  // beacon and the tracking pixel, with no React and nothing the other frames share. Measured
  // at 1.77 KB when it left the controller's telemetry chunk for a page of its own.
  { name: 'logger', limit: 1.8 * KB },
  // The payment frame then took 1.2 KB for seven redirect methods' descriptors (FPX's and
  // NetBanking's bank lists) and 1.0 KB for the QR methods' texts: 125.15 KB.
  // Measured at 127.09 KB before the voucher methods, which took 1.36 KB (four descriptors,
  // Boleto's CPF/CNPJ check and formatting, the tax id and optional phone fields, their texts),
  // and Pix, Cash App Pay, Alipay and BLIK 0.69 KB (their descriptors, BLIK's code field and
  // texts): about 129.1 KB.
  // The bank elements' names in the message checks, and the method marks now shared with the
  // bank frame (a chunk of their own): 0.46 KB more, 130.15 KB. BECS Direct Debit's form (the
  // BSB and account row, the bank name under it; its rules load on demand): 0.28 KB, 130.43 KB.
  // Then 1.2 KB for Apple Pay and Google Pay as methods (`wallets`): their marks and the
  // browser's wallet check, chunks shared with the Express Checkout Element: 132.40 KB with the methods above.
  // Then 0.32 KB: Amazon Pay's descriptor, the wallet sheet's processing and failure texts (the
  // English catalogue every frame carries) and the checks of its completion message: 132.77 KB.
  // With the US bank account work merged (its descriptor, ACH mandate text and the bank-linking
  // modal's plumbing and message check, beside the wallet sheet's): 133.31 KB.
  // Then the issuing card elements' names and English texts, which every frame carries: 133.47 KB.
  // Then the currency selector's English texts and message checks, which every frame carries: 133.92 KB.
  // Then, merged together: the ACSS/Bacs field checks and legal texts, the decline and dialog
  // texts, the message format and the locale fall-back chain, which every frame carries: 137.52
  // KB.
  // Then the loaders of seventeen more catalogues (each catalogue is its own chunk): 138.08 KB.
  // Then the Link wallet's bank accounts (their rows and drawn mark, Pay by bank, the ACH
  // mandate under them, the incentive badge) and their English texts: 139.37 KB.
  // Then the ACSS and Bacs confirm modals (their message checks and the English texts every frame carries; the controller's confirm calls): 139.80 KB.
  // Then, merged together: adaptive pricing's billing country message, live wallets behind a provider (loaded in live mode only) with Link in the express buttons, and the locale header the frames send with API calls: 140.05 KB.
  // Then every frame's entry lost the chunk lists it preloaded (each frame's own document names its
  // chunks up front) and the output is ES2022, lowered no further: about 0.9 KB off each frame.
  // Link's wallet and opt-in and the saved methods' list and save box load when first shown: 135.31 KB.
  // Then the currency selector's group message and live paymentRequest() (merged): 135.46 KB.
  // Then the risk engine's challenges (merged): the challenge modal's message check and the captcha's lazy chunks: 135.61 KB.
  // Then the link payment method's sharing rule and the Bacs working-day calendar (merged): 136.76 KB.
  // Then the 3-D Secure 2 calls and the telemetry logger's hooks (merged): 137.11 KB.
  // Then Link's wallet and opt-in and the saved methods back in the first load: loaded later, they arrived after ready and moved the layout and the focus: 140.90 KB.
  // Then the frames ship Preact's React-compatible runtime in place of React (React's API kept; react-dom was about 64 KB of it): 79.87 KB.
  // Then the controller's call to frames that said hello before it listened (its message check): 79.95 KB.
  { name: 'payment', limit: 79.97 * KB, target: 90 * KB },
  // 0.46 KB for the bank elements in the shared message checks and the frames' own appearance
  // value checks (they drop an invalid value with a warning), with the app and voucher
  // methods' additions to the shared code: 171.52 KB.
  // The address frame also preloads the express options' shared chunk (1.6 KB), which the
  // bundler keeps as an import of core's options: 173.95 KB with the rest.
  // 0.16 KB for the wallet sheet's processing and failure texts and their message checks: 174.16 KB.
  // With the US bank account work merged (its descriptor, ACH mandate text and the bank-linking
  // modal's plumbing and message check, beside the wallet sheet's): 174.39 KB.
  // Then the issuing card elements' names and English texts, which every frame carries: 174.56 KB.
  // Then the currency selector's English texts and message checks, which every frame carries: 175.00 KB.
  // Then, merged together: the ACSS/Bacs field checks and legal texts, the decline and dialog
  // texts, the message format and the locale fall-back chain, which every frame carries: 177.12
  // KB.
  // Then the loaders of seventeen more catalogues (each catalogue is its own chunk): 177.67 KB.
  // Then 0.2 KB for the Link wallet's bank texts and message checks, which every frame carries.
  // Then the ACSS and Bacs confirm modals (their message checks and the English texts every frame carries; the controller's confirm calls): 178.16 KB.
  // Then, merged together: adaptive pricing's billing country message, live wallets behind a provider (loaded in live mode only) with Link in the express buttons, and the locale header the frames send with API calls: 178.27 KB.
  // Then every frame's entry lost the chunk lists it preloaded (each frame's own document names its
  // chunks up front) and the output is ES2022, lowered no further: about 0.9 KB off each frame.: 177.30 KB.
  // Then the currency selector's group message and live paymentRequest() (merged): 177.33 KB.
  // Then the risk engine's challenges (merged): the challenge modal's message check and the captcha's lazy chunks: 177.49 KB.
  // Then the 3-D Secure 2 calls and the telemetry logger's hooks (merged): 177.52 KB.
  // Then the frames ship Preact's React-compatible runtime in place of React (React's API kept; react-dom was about 64 KB of it): 117.10 KB.
  // Then the controller's call to frames that said hello before it listened (its message check): 117.14 KB.
  { name: 'address', limit: 117.16 * KB },
  // The same 0.46 KB, and the app and voucher methods' share of the shared code: 112.69 KB;
  // 113.51 KB with the Express Checkout Element's message checks.
  // The same 0.16 KB: 113.71 KB.
  // With the US bank account work merged (its descriptor, ACH mandate text and the bank-linking
  // modal's plumbing and message check, beside the wallet sheet's): 113.97 KB.
  // Then the issuing card elements' names and English texts, which every frame carries: 114.13 KB.
  // Then the currency selector's English texts and message checks, which every frame carries: 114.45 KB.
  // Then, merged together: the ACSS/Bacs field checks and legal texts, the decline and dialog
  // texts, the message format and the locale fall-back chain, which every frame carries: 116.58
  // KB.
  // Then the loaders of seventeen more catalogues (each catalogue is its own chunk): 117.12 KB.
  // Then 0.2 KB for the Link wallet's bank texts and message checks, which every frame carries.
  // Then the ACSS and Bacs confirm modals (their message checks and the English texts every frame carries; the controller's confirm calls): 117.63 KB.
  // Then, merged together: adaptive pricing's billing country message, live wallets behind a provider (loaded in live mode only) with Link in the express buttons, and the locale header the frames send with API calls: 117.81 KB.
  // Then every frame's entry lost the chunk lists it preloaded (each frame's own document names its
  // chunks up front) and the output is ES2022, lowered no further: about 0.9 KB off each frame.: 116.83 KB.
  // Then the currency selector's group message and live paymentRequest() (merged): 116.86 KB.
  // Then the risk engine's challenges (merged): the challenge modal's message check and the captcha's lazy chunks: 117.02 KB.
  // Then the 3-D Secure 2 calls and the telemetry logger's hooks (merged): 117.05 KB.
  // Then the frames ship Preact's React-compatible runtime in place of React (React's API kept; react-dom was about 64 KB of it): 56.74 KB.
  // Then the controller's call to frames that said hello before it listened (its message check): 56.78 KB.
  { name: 'linkAuthentication', limit: 56.8 * KB },
  // The modal frame draws the wallets' test sheet from a lazy chunk; its first load took the
  // express and BLIK message checks: 80.08 KB.
  // Then the currency selector's English texts and message checks, which every frame carries: 80.69 KB.
  // Then, merged together: the ACSS/Bacs, locale and dialog texts, and the English catalogue with
  // core's form rules loaded up front so the 3-D Secure dialog and its labels read the shopper's
  // language (a lazily loaded dialog table would win most of it back): 103.96 KB.
  // Then the loaders of seventeen more catalogues (each catalogue is its own chunk): 104.48 KB.
  // Then 0.2 KB for the Link wallet's bank texts and message checks, which every frame carries.
  // Then the ACSS and Bacs confirm modals (their message checks and the English texts every frame carries; the controller's confirm calls): 105.07 KB.
  // Then, merged together: adaptive pricing's billing country message, live wallets behind a provider (loaded in live mode only) with Link in the express buttons, and the locale header the frames send with API calls: 105.21 KB.
  // Then every frame's entry lost the chunk lists it preloaded (each frame's own document names its
  // chunks up front) and the output is ES2022, lowered no further: about 0.9 KB off each frame.: 104.25 KB.
  // Then the currency selector's group message and live paymentRequest() (merged): 104.28 KB.
  // Then the risk engine's challenges (merged): the challenge modal's message check and the captcha's lazy chunks: 104.54 KB.
  // Then the 3-D Secure 2 calls and the telemetry logger's hooks (merged): 104.57 KB.
  // Then the frames ship Preact's React-compatible runtime in place of React (React's API kept; react-dom was about 64 KB of it): 44.65 KB.
  // Then the controller's call to frames that said hello before it listened (its message check): 44.70 KB.
  { name: 'challenge', limit: 44.72 * KB },
  // The wallet sheet's completion message check and the session's domain wallets: 97.56 KB.
  // Then 0.07 KB: the font and appearance checks build their errors with the option checks'
  // shared helpers (a small module of their own, which this frame now loads), which took about
  // 0.05 KB off payframe.js and 0.01 to 0.07 KB off each other frame: 97.64 KB.
  // With the US bank account work merged (its descriptor, ACH mandate text and the bank-linking
  // modal's plumbing and message check, beside the wallet sheet's): 97.73 KB.
  // Then the issuing card elements' names and English texts, which every frame carries: 97.85 KB.
  // Then the currency selector's English texts and message checks, which every frame carries: 98.04 KB.
  // Then, merged together: the ACSS/Bacs and locale texts, and the Card Element's own labels now
  // read from the English catalogue with core's form rules (its network picker and expiry label
  // are translated): 110.15 KB.
  // Then the loaders of seventeen more catalogues (each catalogue is its own chunk): 110.69 KB.
  // Then 0.2 KB for the Link wallet's bank texts and message checks, which every frame carries.
  // Then the ACSS and Bacs confirm modals (their message checks and the English texts every frame carries; the controller's confirm calls): 111.21 KB.
  // Then, merged together: adaptive pricing's billing country message, live wallets behind a provider (loaded in live mode only) with Link in the express buttons, and the locale header the frames send with API calls: 111.30 KB.
  // Then every frame's entry lost the chunk lists it preloaded (each frame's own document names its
  // chunks up front) and the output is ES2022, lowered no further: about 0.9 KB off each frame.: 110.32 KB.
  // Then the currency selector's group message and live paymentRequest() (merged): 110.35 KB.
  // Then the risk engine's challenges (merged): the challenge modal's message check and the captcha's lazy chunks: 110.51 KB.
  // Then the 3-D Secure 2 calls and the telemetry logger's hooks (merged): 110.87 KB.
  // Then the frames ship Preact's React-compatible runtime in place of React (React's API kept; react-dom was about 64 KB of it): 50.73 KB.
  // Then the controller's call to frames that said hello before it listened (its message check): 50.78 KB.
  // Then its hello to the controller and its MOUNTED said again to a late controller: 50.80 KB.
  { name: 'card', limit: 50.83 * KB },
  // The Payment Method Messaging element, measured at 108.09 KB when it landed: React, the
  // element shell (appearance, messages) and core's method descriptors, which it reads for
  // each method's currencies, countries, bounds and plan. Its design aims lower.
  // Then the same 0.45 KB, and 1.7 KB for the eight app and voucher methods' descriptors it
  // reads: 110.76 KB.
  // 111.59 KB with the Express Checkout Element's message checks; 0.20 KB more for Amazon Pay's
  // descriptor and the wallet sheet's texts and message checks: 111.83 KB.
  // With the US bank account work merged (its descriptor, ACH mandate text and the bank-linking
  // modal's plumbing and message check, beside the wallet sheet's): 112.25 KB.
  // Then the issuing card elements' names and English texts, which every frame carries: 112.42 KB.
  // Then the currency selector's English texts and message checks, which every frame carries: 112.74 KB.
  // Then, merged together: the ACSS/Bacs field checks and legal texts, the decline and dialog
  // texts, the message format and the locale fall-back chain, which every frame carries: 115.51
  // KB.
  // Then the loaders of seventeen more catalogues (each catalogue is its own chunk): 116.05 KB.
  // Then 0.2 KB for the Link wallet's bank texts and message checks, which every frame carries.
  // Then the ACSS and Bacs confirm modals (their message checks and the English texts every frame carries; the controller's confirm calls): 116.72 KB.
  // Then, merged together: adaptive pricing's billing country message, live wallets behind a provider (loaded in live mode only) with Link in the express buttons, and the locale header the frames send with API calls: 116.83 KB.
  // Then every frame's entry lost the chunk lists it preloaded (each frame's own document names its
  // chunks up front) and the output is ES2022, lowered no further: about 0.9 KB off each frame.: 115.84 KB.
  // Then the currency selector's group message and live paymentRequest() (merged): 115.87 KB.
  // Then the risk engine's challenges (merged): the challenge modal's message check and the captcha's lazy chunks: 116.03 KB.
  // Then the link payment method's sharing rule and the Bacs working-day calendar (merged): 116.78 KB.
  // Then the frames ship Preact's React-compatible runtime in place of React (React's API kept; react-dom was about 64 KB of it): 56.66 KB.
  // Then the controller's call to frames that said hello before it listened (its message check): 56.72 KB.
  { name: 'paymentMethodMessaging', limit: 56.74 * KB, target: 60 * KB },
  // The standalone bank elements (iban, idealBank, p24Bank, epsBank, fpxBank, netbankingBank),
  // measured at 111.21 KB when they landed: React, the IBAN check (ibantools), core's method
  // descriptors for the bank lists and marks, and the field error catalogue; 113.62 KB once the
  // app and voucher methods joined the descriptors, 114.56 KB with auBankAccount (core's BSB and
  // account number checks, the BSB's bank names).
  // The us_bank_account descriptor and mandate text (0.35 KB) and the bank-linking modal's
  // message check (0.05 KB): 116.50 KB.
  // With the US bank account work merged (its descriptor, ACH mandate text and the bank-linking
  // modal's plumbing and message check, beside the wallet sheet's): 116.72 KB.
  // Then the issuing card elements' names and English texts, which every frame carries: 116.89 KB.
  // Then the currency selector's English texts and message checks, which every frame carries: 117.20 KB.
  // Then, merged together: the ACSS/Bacs field checks and legal texts, the decline and dialog
  // texts, the message format and the locale fall-back chain, which every frame carries: 120.11
  // KB.
  // Then the loaders of seventeen more catalogues (each catalogue is its own chunk): 120.65 KB.
  // Then 0.2 KB for the Link wallet's bank texts and message checks, which every frame carries.
  // Then the ACSS and Bacs confirm modals (their message checks and the English texts every frame carries; the controller's confirm calls): 121.32 KB.
  // Then, merged together: adaptive pricing's billing country message, live wallets behind a provider (loaded in live mode only) with Link in the express buttons, and the locale header the frames send with API calls: 121.41 KB.
  // Then every frame's entry lost the chunk lists it preloaded (each frame's own document names its
  // chunks up front) and the output is ES2022, lowered no further: about 0.9 KB off each frame.: 120.43 KB.
  // Then the currency selector's group message and live paymentRequest() (merged): 120.46 KB.
  // Then the risk engine's challenges (merged): the challenge modal's message check and the captcha's lazy chunks: 120.62 KB.
  // Then the link payment method's sharing rule and the Bacs working-day calendar (merged): 121.36 KB.
  // Then the 3-D Secure 2 calls and the telemetry logger's hooks (merged): 121.38 KB.
  // Then the frames ship Preact's React-compatible runtime in place of React (React's API kept; react-dom was about 64 KB of it): 61.27 KB.
  // Then the IBAN rules (ibantools) load as the iban element mounts, and the AU account rules come from core's BECS entry alone (the main entry's re-exports had pulled the IBAN chunk in): 57.24 KB.
  // Then the controller's call to frames that said hello before it listened (its message check): 57.31 KB.
  // Then its own hello to the controller, so the funnel counts it loaded: 57.33 KB.
  { name: 'bank', limit: 57.36 * KB, target: 60 * KB },
  // The Express Checkout Element, measured at 108.55 KB when it landed: React, the element
  // shell and the express options' checks; its test sheet loads only in the modal frame.
  // The Payment Request Button, drawn by the same document and buttons: 110.70 KB.
  // Then 0.33 KB: the card wallets hidden on an unregistered domain, the descriptor of Amazon
  // Pay and the wallet sheet's texts and message checks: 111.06 KB; 0.12 KB for the sheet that
  // waits for the confirm handler's payment (paymentFailed's reason, the wait): 111.18 KB; the
  // Payment Request Button drawing Apple Pay's button where the request offers it: 111.24 KB.
  // With the US bank account work merged (its descriptor, ACH mandate text and the bank-linking
  // modal's plumbing and message check, beside the wallet sheet's): 111.45 KB.
  // Then the issuing card elements' names and English texts, which every frame carries: 111.63 KB.
  // Then the currency selector's English texts and message checks, which every frame carries: 111.94 KB.
  // Then, merged together: the ACSS/Bacs field checks and legal texts, the decline and dialog
  // texts, the message format and the locale fall-back chain, which every frame carries: 113.95
  // KB.
  // Then the loaders of seventeen more catalogues (each catalogue is its own chunk): 114.49 KB.
  // Then 0.2 KB for the Link wallet's bank texts and message checks, which every frame carries.
  // Then the ACSS and Bacs confirm modals (their message checks and the English texts every frame carries; the controller's confirm calls): 114.99 KB.
  // Then, merged together: adaptive pricing's billing country message, live wallets behind a provider (loaded in live mode only) with Link in the express buttons, and the locale header the frames send with API calls: 115.78 KB.
  // Then every frame's entry lost the chunk lists it preloaded (each frame's own document names its
  // chunks up front) and the output is ES2022, lowered no further: about 0.9 KB off each frame.: 114.78 KB.
  // Then the currency selector's group message and live paymentRequest() (merged): 114.86 KB.
  // Then the risk engine's challenges (merged): the challenge modal's message check and the captcha's lazy chunks: 115.02 KB.
  // Then the 3-D Secure 2 calls and the telemetry logger's hooks (merged): 115.05 KB.
  // Then the frames ship Preact's React-compatible runtime in place of React (React's API kept; react-dom was about 64 KB of it): 54.86 KB.
  { name: 'expressCheckout', limit: 54.88 * KB, target: 60 * KB },
  // The issuing card display elements (number, CVC, expiry, PIN and the copy button), measured
  // at 103.37 KB when they landed: React, the element shell and its messages, the card
  // elements' style whitelist; the card read itself is small. 103.79 KB once merged.
  // Then, merged together: the ACSS/Bacs field checks and legal texts, the decline and dialog
  // texts, the message format and the locale fall-back chain, which every frame carries: 106.12
  // KB.
  // Then the loaders of seventeen more catalogues (each catalogue is its own chunk): 106.65 KB.
  // Then 0.2 KB for the Link wallet's bank texts and message checks, which every frame carries.
  // Then the ACSS and Bacs confirm modals (their message checks and the English texts every frame carries; the controller's confirm calls): 107.17 KB.
  // Then, merged together: adaptive pricing's billing country message, live wallets behind a provider (loaded in live mode only) with Link in the express buttons, and the locale header the frames send with API calls: 107.27 KB.
  // Then every frame's entry lost the chunk lists it preloaded (each frame's own document names its
  // chunks up front) and the output is ES2022, lowered no further: about 0.9 KB off each frame.: 106.30 KB.
  // Then the currency selector's group message and live paymentRequest() (merged): 106.33 KB.
  // Then the risk engine's challenges (merged): the challenge modal's message check and the captcha's lazy chunks: 106.50 KB.
  // Then the 3-D Secure 2 calls and the telemetry logger's hooks (merged): 106.53 KB.
  // Then the frames ship Preact's React-compatible runtime in place of React (React's API kept; react-dom was about 64 KB of it): 46.56 KB.
  { name: 'issuingCard', limit: 46.58 * KB, target: 60 * KB },
  // The currency selector, measured at 105.81 KB when it landed: React, the element shell and
  // its messages; its own code (the choices, the conversion and the local currencies) is small.
  // With its warning to the integrator when it cannot quote: 105.85 KB.
  // Then, merged together: the ACSS/Bacs field checks and legal texts, the decline and dialog
  // texts, the message format and the locale fall-back chain, which every frame carries: 107.85
  // KB.
  // Then the loaders of seventeen more catalogues (each catalogue is its own chunk): 108.39 KB.
  // Then 0.2 KB for the Link wallet's bank texts and message checks, which every frame carries.
  // Then the ACSS and Bacs confirm modals (their message checks and the English texts every frame carries; the controller's confirm calls): 108.90 KB.
  // Then, merged together: adaptive pricing's billing country message, live wallets behind a provider (loaded in live mode only) with Link in the express buttons, and the locale header the frames send with API calls: 109.19 KB.
  // Then every frame's entry lost the chunk lists it preloaded (each frame's own document names its
  // chunks up front) and the output is ES2022, lowered no further: about 0.9 KB off each frame.: 108.21 KB.
  // Then the currency selector's group message and live paymentRequest() (merged): 108.28 KB.
  // Then the risk engine's challenges (merged): the challenge modal's message check and the captcha's lazy chunks: 108.44 KB.
  // Then the 3-D Secure 2 calls and the telemetry logger's hooks (merged): 108.47 KB.
  // Then the frames ship Preact's React-compatible runtime in place of React (React's API kept; react-dom was about 64 KB of it): 48.42 KB.
  // Then the controller's call to frames that said hello before it listened (its message check): 48.47 KB.
  { name: 'currencySelector', limit: 48.49 * KB, target: 60 * KB },
];

export interface BudgetResult {
  budget: SizeBudget;
  /** The measured gzipped size, or undefined when nothing by that name was measured. */
  size: number | undefined;
  /** Within its limit; a missing measurement fails, so a renamed frame cannot slip out. */
  ok: boolean;
}

export function checkBudgets(
  sizes: ReadonlyMap<string, number>,
  budgets: readonly SizeBudget[] = SIZE_BUDGETS,
): BudgetResult[] {
  return budgets.map((budget) => {
    const size = sizes.get(budget.name);
    return { budget, size, ok: size !== undefined && size <= budget.limit };
  });
}

/** Measured names with no budget: a new frame must be given one. */
export function unbudgeted(
  sizes: ReadonlyMap<string, number>,
  budgets: readonly SizeBudget[] = SIZE_BUDGETS,
): string[] {
  return [...sizes.keys()].filter((name) => !budgets.some((budget) => budget.name === name));
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(2)} KB`;
}

/** The results as a text table: name, gzipped size, limit, status, target and the way to it. */
export function budgetTable(results: readonly BudgetResult[]): string {
  const rows = results.map(({ budget, size, ok }) => {
    const status = size === undefined ? 'MISSING' : ok ? 'ok' : 'OVER';
    let toTarget = '';
    if (budget.target !== undefined && size !== undefined) {
      toTarget = size <= budget.target ? 'met' : `${kb(size - budget.target)} over`;
    }
    return [
      budget.name,
      size === undefined ? '-' : kb(size),
      kb(budget.limit),
      status,
      budget.target === undefined ? '-' : kb(budget.target),
      toTarget,
    ];
  });
  const header = ['budget', 'gzipped', 'limit', 'status', 'target', 'to target'];
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
