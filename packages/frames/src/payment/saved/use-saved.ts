import type { CollectResult, SavedCustomer, SavedMethod } from '@payframe/js/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useMessages } from '../../i18n/Messages.js';
import { listSaved } from './saved-api.js';
import { needsCvc, shownMethods } from './saved-state.js';

/** A CVC is 3 digits (4 for American Express). */
const cvcValid = (method: SavedMethod, cvc: string) =>
  (method.brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvc);

export interface SavedState {
  customer: SavedCustomer | undefined;
  shown: SavedMethod[];
  defaultMethod: string | null;
  /** The chosen saved method, or null for a new payment method. */
  selected: SavedMethod | null;
  select(id: string | null): void;
  cvc: string;
  setCvc(cvc: string): void;
  cvcShown: boolean;
  cvcError: string | null;
  /** The incomplete-CVC message in the frame's language (a confirm without the CVC asked). */
  cvcIncomplete: string;
  showCvcError(): void;
  saveNew: boolean;
  setSaveNew(save: boolean): void;
  /** After a change on the server: the list is fetched again (docs/elements.md#calls). */
  refresh(change: { removed?: string; madeDefault?: string }): Promise<void>;
}

/** The saved methods of the session's customer and which one the shopper chose; the default preselected. */
export function useSaved(customer: SavedCustomer | undefined, reloadSession: () => void): SavedState {
  const [methods, setMethods] = useState<SavedMethod[]>(customer?.methods ?? []);
  const [defaultMethod, setDefault] = useState<string | null>(customer?.defaultMethod ?? null);
  // A fresh elements session (after a removal) brings the customer's methods as the server has them.
  useEffect(() => {
    if (!customer) return;
    setMethods(customer.methods);
    setDefault(customer.defaultMethod);
  }, [customer]);
  const shown = useMemo(
    () => shownMethods(methods, defaultMethod, customer?.limit ?? 3),
    [methods, defaultMethod, customer],
  );
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const [cvc, setCvc] = useState('');
  const [cvcTouched, setCvcTouched] = useState(false);
  const [saveNew, setSaveNew] = useState(false);
  // Untouched, the first shown method (the default) is selected.
  const selected = chosen === undefined ? (shown[0] ?? null) : (shown.find((m) => m.id === chosen) ?? null);
  const cvcShown = selected !== null && needsCvc(selected);
  const messages = useMessages();
  const cvcIncomplete = messages.t('error.incomplete_cvc');
  const cvcError =
    cvcShown && cvcTouched && !cvcValid(selected, cvc)
      ? cvc === ''
        ? cvcIncomplete
        : messages.t('error.invalid_cvc')
      : null;
  return {
    customer,
    shown,
    defaultMethod,
    selected,
    select(id) {
      setChosen(id);
      setCvc('');
      setCvcTouched(false);
    },
    cvc,
    setCvc,
    cvcShown,
    cvcError,
    cvcIncomplete,
    showCvcError: () => setCvcTouched(true),
    saveNew,
    setSaveNew,
    async refresh(change) {
      if (change.madeDefault) setDefault(change.madeDefault);
      if (change.removed && chosen === change.removed) setChosen(undefined);
      if (!customer) return;
      if (change.removed) {
        setMethods((all) => all.filter((m) => m.id !== change.removed));
        reloadSession();
        return;
      }
      const fresh = await listSaved(customer);
      if (fresh) setMethods(fresh);
    },
  };
}

/** The collect answer for a saved method: its id, and the re-entered CVC when it was asked. */
export function savedCollect(state: SavedState, method: SavedMethod): CollectResult {
  if (state.cvcShown && !cvcValid(method, state.cvc)) {
    state.showCvcError();
    return {
      component: 'payment',
      type: method.type,
      complete: false,
      error: {
        type: 'validation_error',
        code: 'incomplete_cvc',
        message: state.cvcIncomplete,
      },
    };
  }
  return {
    component: 'payment',
    type: method.type,
    complete: true,
    savedPaymentMethod: method.id,
    ...(state.cvcShown ? { cvc: state.cvc } : {}),
  };
}

/** The change event for a saved method: Stripe reports `value.payment_method` with its id and type. */
export function savedChange(state: SavedState, method: SavedMethod) {
  return {
    elementType: 'payment',
    complete: !state.cvcShown || cvcValid(method, state.cvc),
    empty: false,
    collapsed: false,
    value: {
      type: method.type,
      payment_method: { id: method.id, type: method.type, billing_details: method.billingDetails },
    },
  };
}

/** Stripe's `value.savePaymentMethod` while the save box is offered for a new card. */
export function withSaveChoice<T extends { value: object }>(payload: T, offered: boolean, save: boolean): T {
  return offered ? { ...payload, value: { ...payload.value, savePaymentMethod: save } } : payload;
}
