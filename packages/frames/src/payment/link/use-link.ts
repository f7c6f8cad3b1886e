import type { LinkAction, LinkState, SessionState } from '@payframe/js/protocol';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { deferred, isLoaded, loadDeferred } from '../../deferred/modules.js';
import { type ModalState, modalStateReducer, type WalletView } from '../../link/machines/index.js';
import { debouncedLookup } from '../../link-authentication/email-lookup.js';
import {
  initialOptIn,
  nameRequired,
  type OptInErrors,
  type OptInField,
  type OptInRules,
  type OptInValues,
  optInErrors,
} from './opt-in.js';
import {
  banksOffered,
  defaultDetail,
  NEW_BANK,
  NO_INTENT,
  usableDetails,
  type WalletIntent,
  walletView,
} from './wallet-view.js';

export interface LinkInPayment {
  link: LinkState;
  view: WalletView;
  /** The modal (inline verification panel) state, from the modal machine. */
  modal: ModalState;
  /** Logged in and paying with a saved detail: the wallet replaces the card form. */
  walletShown: boolean;
  /** A shopper not signed in to Link is offered the opt-in below the card form. */
  optInShown: boolean;
  optIn: OptInValues;
  /** The opt-in's errors the shopper sees (after blur or a confirm attempt). */
  optInShownErrors: OptInErrors;
  /** The sign-up rules, once the phone rules have loaded (null before: the opt-in is incomplete). */
  rules: OptInRules | null;
  setOptIn(patch: Partial<OptInValues>): void;
  blurOptIn(field: OptInField): void;
  /** A confirm attempt: every opt-in error shows. */
  touchAll(): void;
  /** The saved detail chosen, or NEW_BANK for "Pay by bank". */
  selected: string | null;
  select(id: string): void;
  /** The wallet's bank option (docs/link.md#bank-accounts): offered here, and its incentive. */
  banks: { offered: boolean; incentive: { amount: number; currency: string } | null; merchant: string };
  intent: WalletIntent;
  setIntent(patch: Partial<WalletIntent>): void;
  send(action: LinkAction): void;
  openModal(): void;
  /** "Pay without Link": the panel closes and the box is unticked. */
  closeModal(): void;
}

/**
 * Link inside the Payment Element: the group's Link state (from the controller), the opt-in's
 * values, the wallet's selection and what the shopper is doing, and the modal machine.
 * Null while Link is unavailable (or not answered yet), or the session has no card.
 */
export function useLinkInPayment(
  link: LinkState | null,
  send: (action: LinkAction) => void,
  session: SessionState,
): LinkInPayment | null {
  const [optIn, setOptInValues] = useState<OptInValues>(() =>
    initialOptIn(session.merchantCountry, link?.email ?? ''),
  );
  const [touched, setTouched] = useState<ReadonlySet<OptInField>>(new Set());
  const [intent, setIntentValue] = useState<WalletIntent>(NO_INTENT);
  const [chosen, setChosen] = useState<string | null>(null);
  const [modal, dispatchModal] = useReducer(modalStateReducer, 'loading');
  const [, phoneLoaded] = useReducer((n: number) => n + 1, 0);
  // The e-mail this frame looked up: only its answer opens the panel (a Link Authentication
  // Element's own lookups verify in that element).
  const lookedUp = useRef<string | null>(null);
  const lookup = useMemo(
    () =>
      debouncedLookup((email) => {
        lookedUp.current = email;
        send({ action: 'lookup', email });
      }),
    [send],
  );
  useEffect(() => () => lookup.cancel(), [lookup]);

  const hasCard = session.paymentMethodTypes.includes('card');
  const available = link?.available ?? null;
  useEffect(() => {
    if (available === null) return;
    dispatchModal({ type: available && hasCard ? 'loaded' : 'disable' });
  }, [available, hasCard]);

  // The e-mail of a Link Authentication Element on the page prefills the opt-in's.
  const groupEmail = link?.email ?? null;
  useEffect(() => {
    if (groupEmail && lookedUp.current !== groupEmail) setOptInValues((v) => ({ ...v, email: groupEmail }));
  }, [groupEmail]);

  const phoneReady = optIn.checked && isLoaded(['phone']);
  useEffect(() => {
    if (optIn.checked && !isLoaded(['phone'])) void loadDeferred(['phone']).then(phoneLoaded, () => {});
  }, [optIn.checked]);

  const authState = link?.authState ?? 'none';
  // The opt-in's e-mail belongs to a Link account: looked up here, or a login stored on this browser.
  const optInEmail = optIn.email.trim().toLowerCase();
  const recognisedHere =
    link !== null &&
    link.consumer !== null &&
    link.email === optInEmail &&
    (lookedUp.current === optInEmail || link.emailSource === 'stored_login');
  // The e-mail the shopper closed the panel for ("Pay without Link"): not reopened by itself.
  const closedFor = useRef<string | null>(null);
  useEffect(() => {
    if (authState === 'logged-in' && modal === 'open') dispatchModal({ type: 'close' });
    else if (
      authState === 'unverified' &&
      recognisedHere &&
      optIn.checked &&
      (modal === 'unopened' || (modal === 'previously-open' && closedFor.current !== optInEmail))
    )
      dispatchModal({ type: 'open' });
  }, [authState, recognisedHere, optIn.checked, modal, optInEmail]);
  // Opening the panel sends the code (by SMS, as Link does first).
  const verification = link?.verification ?? null;
  useEffect(() => {
    if (modal === 'open' && authState === 'unverified' && verification === null)
      send({ action: 'startVerification', type: 'SMS' });
  }, [modal, authState, verification, send]);

  if (!link || modal === 'disabled' || modal === 'loading') return null;

  const recognisedElsewhere =
    link.consumer !== null && link.email !== lookedUp.current && link.emailSource !== 'stored_login';
  const rules: OptInRules | null = phoneReady
    ? { validatePhone: deferred('phone').validatePhone, nameRequired: nameRequired(session.merchantCountry) }
    : null;
  const errors = rules ? optInErrors(optIn, rules) : {};
  const banks = banksOffered(link, session.paymentMethodTypes, session.currency);
  const view = walletView(link, intent, banks);
  const usable = usableDetails(link.paymentDetails, banks);
  const selected =
    banks && chosen === NEW_BANK
      ? NEW_BANK
      : (usable.find((d) => d.id === chosen && d.state !== 'FAILED')?.id ??
        defaultDetail(usable, banks)?.id ??
        null);
  const loggedIn = authState === 'logged-in';
  return {
    link,
    view,
    modal,
    walletShown: loggedIn && view !== 'add-new',
    // A consumer another element (the Link Authentication Element) recognised signs in there:
    // there is no account to offer them.
    optInShown: !loggedIn && modal !== 'open' && !recognisedElsewhere,
    optIn,
    optInShownErrors: Object.fromEntries(
      Object.entries(errors).filter(([field]) => touched.has(field as OptInField)),
    ),
    rules,
    setOptIn(patch) {
      setOptInValues((v) => ({ ...v, ...patch }));
      if (patch.email !== undefined) lookup.type(patch.email);
    },
    blurOptIn(field) {
      setTouched((set) => new Set(set).add(field));
      if (field === 'email') lookup.flush();
    },
    touchAll: () => setTouched(new Set<OptInField>(['email', 'phone', 'name'])),
    selected,
    select: setChosen,
    banks: {
      offered: banks,
      incentive: banks ? (session.linkIncentive ?? null) : null,
      merchant: session.businessName,
    },
    intent,
    setIntent: (patch) => setIntentValue((v) => ({ ...v, ...patch })),
    send,
    openModal: () => dispatchModal({ type: 'open' }),
    closeModal() {
      closedFor.current = optInEmail;
      dispatchModal({ type: 'close' });
      setOptInValues((v) => ({ ...v, checked: false }));
    },
  };
}
