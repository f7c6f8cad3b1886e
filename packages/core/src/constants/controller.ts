/** Defaults of the merchant script and the controller (docs/confirmation.md#constants). */

/** How long `loadPayframe` waits for the merchant script before it gives up. */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;
/** The `locale` option when none is given: follow the browser. */
export const DEFAULT_LOCALE = 'auto';
