import type * as Address from './address.js';
import type * as Becs from './becs.js';
import type * as Iban from './iban.js';
import type * as Phone from './phone.js';

/**
 * Code the default card form does without, each in a chunk of its own: the full address form
 * (the country table, about 100 KB), phone rules (libphonenumber-js, about 150 KB) and IBAN
 * rules (ibantools). The payment frame loads what its options and session call for before it
 * renders them (useWhenLoaded), so the pure form logic can keep reading them synchronously.
 */
interface Modules {
  address: typeof Address;
  becs: typeof Becs;
  iban: typeof Iban;
  phone: typeof Phone;
}

export type DeferredName = keyof Modules;

const importers: { [N in DeferredName]: () => Promise<Modules[N]> } = {
  address: () => import('./address.js'),
  becs: () => import('./becs.js'),
  iban: () => import('./iban.js'),
  phone: () => import('./phone.js'),
};

const loaded: Partial<Modules> = {};
const pending = new Map<DeferredName, Promise<void>>();

function loadOne<N extends DeferredName>(name: N): Promise<void> {
  if (loaded[name]) return Promise.resolve();
  let promise = pending.get(name);
  if (!promise) {
    promise = importers[name]().then(
      (module) => {
        loaded[name] = module;
      },
      (error: unknown) => {
        pending.delete(name); // a later render may try again
        throw error;
      },
    );
    pending.set(name, promise);
  }
  return promise;
}

export function loadDeferred(names: readonly DeferredName[]): Promise<void> {
  return Promise.all(names.map(loadOne)).then(() => undefined);
}

export function isLoaded(names: readonly DeferredName[]): boolean {
  return names.every((name) => loaded[name] !== undefined);
}

/** A loaded module; reading one before it has loaded is a bug of the caller's gating. */
export function deferred<N extends DeferredName>(name: N): Modules[N] {
  const module = loaded[name];
  if (!module) throw new Error(`the ${name} rules were used before they loaded`);
  return module as Modules[N];
}
