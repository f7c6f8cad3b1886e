import { validateEmail } from '@payframe/core/form';
import type { ChangePayload, CollectResult, LinkAction, LinkState } from '@payframe/js/protocol';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  authFormReducer,
  INITIAL_AUTH_FORM,
  selectWalletView,
  type WalletView,
} from '../link/machines/index.js';
import type { FieldError } from '../methods/types.js';
import { CODE_LENGTH } from './code-entry.js';
import { debouncedLookup, isPlausibleEmail, linkChange } from './email-lookup.js';

/** What the frame's message handlers call into. */
export interface LinkAuthControls {
  collect(display: boolean): CollectResult;
  focusError(): void;
  command(command: 'focus' | 'blur' | 'clear' | 'collapse'): void;
}

interface Options {
  link: LinkState | null;
  defaultEmail: string;
  act(action: LinkAction): void;
  onChange(payload: ChangePayload): void;
}

/**
 * The Link Authentication Element's behaviour: the authentication form (link/machines'
 * auth-form reducer), lookups as the shopper types, starting a verification for a known
 * consumer, sending a complete code, and the view the machines select for the Link state.
 */
export function useLinkAuth({ link, defaultEmail, act, onChange }: Options) {
  const [form, dispatch] = useReducer(authFormReducer, INITIAL_AUTH_FORM, (initial) => ({
    ...initial,
    values: { ...initial.values, email: defaultEmail },
  }));
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const [codeFocus, setCodeFocus] = useState<number | null>(0);
  const [resent, setResent] = useState(false);
  const emailInput = useRef<HTMLInputElement | null>(null);
  const startedFor = useRef<string | null>(null);
  const lookup = useMemo(() => debouncedLookup((email) => act({ action: 'lookup', email })), [act]);
  const email = form.values.email;

  const view: WalletView = link
    ? selectWalletView({
        authState: link.authState,
        signUpDisabled: false,
        requests: link.requests,
        oneClickAutofill: link.oneClickAutofill,
        confirmingLogout,
        confirmingRemove: false,
        updatingSaved: false,
        addingNew: false,
        hasSaved: link.paymentDetails.length > 0,
      })
    : 'authentication';
  const signedIn = link?.authState === 'logged-in';

  // The merchant page hears of every e-mail change (and never of a code).
  const told = useRef<string | null>(defaultEmail === '' ? '' : null);
  useEffect(() => {
    if (told.current === email) return;
    told.current = email;
    onChange(linkChange(email));
  }, [email, onChange]);

  // A default e-mail is looked up as soon as the group's Link session can answer.
  const linked = link !== null;
  useEffect(() => {
    if (linked && defaultEmail !== '' && isPlausibleEmail(defaultEmail)) {
      act({ action: 'lookup', email: defaultEmail, source: 'default_value' });
    }
    return () => lookup.cancel();
  }, [linked, defaultEmail, act, lookup]);

  // The session's e-mail wins when it comes from a stored login, and goes when the shopper
  // leaves (logged out, or the one-click offer declined): the field is free for someone else.
  const sessionEmail = link?.email ?? null;
  const authState = link?.authState;
  const previous = useRef(authState);
  // Read, not watched: only the session's changes move the field, not the shopper's typing.
  const typed = useRef(email);
  typed.current = email;
  useEffect(() => {
    const before = previous.current;
    previous.current = authState;
    if (link?.emailSource === 'stored_login' && sessionEmail && sessionEmail !== typed.current) {
      dispatch({ type: 'changed', field: 'email', value: sessionEmail });
    }
    const left =
      (authState === 'declined' && before !== 'declined') ||
      (authState === 'none' && (before === 'logged-in' || before === 'verified'));
    if (left) {
      lookup.reset();
      startedFor.current = null;
      dispatch({ type: 'loggedOut' });
      dispatch({ type: 'changed', field: 'email', value: '' });
      setConfirmingLogout(false);
      emailInput.current?.focus();
    }
  }, [sessionEmail, authState, link?.emailSource, lookup]);

  // A consumer found for the typed e-mail is sent a code at once (by SMS when they have a phone).
  const consumer = link?.consumer ?? null;
  useEffect(() => {
    if (!consumer || authState !== 'unverified' || link?.oneClickAutofill) return;
    if (startedFor.current === consumer.email) return;
    startedFor.current = consumer.email;
    setCodeFocus(0);
    dispatch({ type: 'verificationStarted' });
    act({ action: 'startVerification', type: consumer.redactedPhone ? 'SMS' : 'EMAIL' });
  }, [consumer, authState, link?.oneClickAutofill, act]);

  // A wrong code is cleared for the next try.
  const confirmStatus = link?.requests.confirmVerification.status;
  useEffect(() => {
    if (confirmStatus === 'ERROR') {
      dispatch({ type: 'changed', field: 'passcode', value: '' });
      setCodeFocus(0);
    }
    if (confirmStatus === 'SUCCESS') dispatch({ type: 'authenticated' });
  }, [confirmStatus]);

  const emailError: FieldError | undefined = (() => {
    if (!form.displayErrors.email) return undefined;
    const checked = validateEmail(email);
    return checked.ok
      ? undefined
      : { code: checked.error.code ?? 'email_invalid', message: checked.error.message };
  })();

  const setEmail = (value: string) => {
    dispatch({ type: 'changed', field: 'email', value });
    startedFor.current = null;
    lookup.type(value);
  };
  const setCode = (code: string, focus: number) => {
    dispatch({ type: 'changed', field: 'passcode', value: code });
    setCodeFocus(focus);
    if (code.length === CODE_LENGTH) act({ action: 'confirmVerification', code });
  };
  const resend = () => {
    const type = consumer?.redactedPhone ? 'SMS' : 'EMAIL';
    dispatch({ type: 'verificationCleared' });
    dispatch({ type: 'verificationStarted' });
    setResent(true);
    setCodeFocus(0);
    act({ action: 'startVerification', type });
  };

  const controls: LinkAuthControls = {
    collect(display) {
      const checked = validateEmail(email);
      if (display) dispatch({ type: 'displayErrors' });
      if (!checked.ok) {
        return { component: 'linkAuthentication', type: null, complete: false, error: checked.error };
      }
      // The e-mail is the payment's billing e-mail, as with Stripe's Link Authentication Element.
      return {
        component: 'linkAuthentication',
        type: null,
        complete: true,
        paymentMethodData: { billing_details: { email: checked.value } },
      };
    },
    focusError: () => emailInput.current?.focus(),
    command(command) {
      if (command === 'focus') emailInput.current?.focus();
      else if (command === 'blur') emailInput.current?.blur();
      else if (command === 'clear' && !signedIn) setEmail('');
    },
  };

  return {
    form,
    dispatch,
    view,
    signedIn,
    emailError,
    emailInput,
    codeFocus,
    resent,
    controls,
    confirmingLogout,
    setConfirmingLogout,
    setEmail,
    setCode,
    resend,
    flushLookup: () => lookup.flush(),
  };
}
