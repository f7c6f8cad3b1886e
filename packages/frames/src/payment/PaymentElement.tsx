import type { PaymentElementOptions } from '@payframe/core/form';
import type { CollectResult, LinkAction, LinkState, SessionState, WireError } from '@payframe/js/protocol';
import { type MutableRefObject, useEffect, useMemo, useRef, useState } from 'react';
import type { BillingDefaults } from '../billing/billing-defaults.js';
import { browserWallets } from '../express/wallet-support.js';
import { useMessages } from '../i18n/Messages.js';
import { METHODS } from '../methods/registry.js';
import type { MethodContext, Values } from '../methods/types.js';
import { withWallets } from '../methods/wallet/index.js';
import { confirmErrorField } from './confirm-error.js';
import {
  changePayload,
  collectResult,
  type FormSnapshot,
  firstInvalidField,
  shownErrors,
} from './form-state.js';
import { initialSelection, orderMethodTypes, resolveLayout } from './layout.js';
import { LinkBelowCard } from './link/LinkBelowCard.js';
import { LinkWallet } from './link/LinkWallet.js';
import { isRecognised, walletCollect, withLinkChoice } from './link/link-collect.js';
import { optInErrors } from './link/opt-in.js';
import { useLinkInPayment } from './link/use-link.js';
import { Accordion, Tabs } from './MethodPicker.js';
import { payableIn } from './presented-methods.js';
import { SameAsShippingBox } from './SameAsShippingBox.js';
import { SaveBox, SavedList } from './saved/SavedList.js';
import { canOfferSave } from './saved/saved-state.js';
import { savedChange, savedCollect, useSaved, withSaveChoice } from './saved/use-saved.js';

/** What the frame's message handlers call into. */
export interface PaymentControls {
  collect(display: boolean): CollectResult;
  focusError(): void;
  command(command: 'focus' | 'blur' | 'clear' | 'collapse'): void;
  confirmError(error: WireError): void;
}

interface PaymentElementProps {
  options: PaymentElementOptions;
  defaults: BillingDefaults;
  session: SessionState;
  controls: MutableRefObject<PaymentControls | null>;
  onChange(payload: ReturnType<typeof changePayload>): void;
  /** Asks the controller for the elements session again (after a saved method was removed). */
  reloadSession(): void;
  /** Beside a shipping Address Element: the "Billing address is same as shipping" box. */
  shippingAsBilling?: { checked: boolean; onChange(checked: boolean): void } | null;
  /** The group's Link session (null until the controller has told it) and how to act on it. */
  link: LinkState | null;
  sendLink(action: LinkAction): void;
  /** The currency chosen in the group's currency selector, when not the merchant's. */
  presentedCurrency?: string | null;
}

/** The Payment Element: the session's methods in tabs or an accordion, and the selected method's form. */
export function PaymentElement({
  options,
  defaults,
  session,
  controls,
  onChange,
  reloadSession,
  shippingAsBilling = null,
  link,
  sendLink,
  presentedCurrency = null,
}: PaymentElementProps) {
  const types = useMemo(
    () =>
      payableIn(
        withWallets(
          orderMethodTypes(session.paymentMethodTypes, options.paymentMethodOrder, (type) => type in METHODS),
          options.wallets,
          browserWallets(),
          session.walletDomain,
        ),
        presentedCurrency,
      ),
    [
      session.paymentMethodTypes,
      options.paymentMethodOrder,
      options.wallets,
      session.walletDomain,
      presentedCurrency,
    ],
  );
  const layout = resolveLayout(options.layout, types.length, window.innerWidth);
  const context: MethodContext = useMemo(
    () => ({ billing: options.billingDetails, defaults, session, now: new Date() }),
    [options.billingDetails, defaults, session],
  );
  const [selected, setSelected] = useState<string | null>(() =>
    initialSelection(types, options.layout, layout),
  );
  const [valuesByType, setValuesByType] = useState<Record<string, Values>>({});
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [displayAll, setDisplayAll] = useState(false);
  const [confirmError, setConfirmError] = useState<FormSnapshot['confirmError']>(null);
  const [moreExpanded, setMoreExpanded] = useState(false);
  const inputs = useRef(new Map<string, HTMLElement>());
  const messages = useMessages();
  const saved = useSaved(session.customer, reloadSession);
  // `wallets: { link: 'never' }` keeps Link out of this element, as in Stripe.js.
  const linkState = useLinkInPayment(options.wallets.link === 'never' ? null : link, sendLink, session);
  const linkWallet = linkState?.walletShown ? linkState : null;
  // The Link wallet, when shown, is what pays: the customer's saved methods step aside.
  const chosenSaved = !linkWallet && saved.shown.length > 0 ? saved.selected : null;
  // Another saved card (or a new one) chosen: the last confirm error no longer applies.
  const chosenId = chosenSaved?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the chosen saved card changing
  useEffect(() => setConfirmError(null), [chosenId]);

  const activeType =
    selected && types.includes(selected) ? selected : layout === 'tabs' ? (types[0] ?? null) : null;
  const method = activeType ? METHODS[activeType]! : null;
  const values = (activeType && valuesByType[activeType]) || (method ? method.initialValues(context) : {});
  const snapshot: FormSnapshot = { method, values, context, touched, displayAll, confirmError };
  const errors = shownErrors(snapshot);

  const setValue = (field: string, value: string) => {
    if (!activeType) return;
    setValuesByType((all) => ({ ...all, [activeType]: { ...values, [field]: value } }));
    setConfirmError(null);
  };
  const select = (type: string) => {
    setSelected(type);
    setDisplayAll(false);
    setConfirmError(null);
  };
  const focusField = (field: string | null) => {
    const node = field ? inputs.current.get(field) : undefined;
    node?.focus();
  };

  // The opt-in's first invalid field gets focus once the card's own are valid.
  const linkErrors =
    linkState?.rules && !isRecognised(linkState) ? optInErrors(linkState.optIn, linkState.rules) : {};
  const linkErrorField = linkErrors.email
    ? 'link-email'
    : linkErrors.phone
      ? 'link-phone'
      : linkErrors.name
        ? 'link-name'
        : null;
  controls.current = {
    collect(display) {
      if (linkWallet) return walletCollect(linkWallet);
      if (chosenSaved) return savedCollect(saved, chosenSaved);
      if (display) setDisplayAll(true);
      let result = collectResult(snapshot, messages.error);
      if (linkState) {
        if (display) linkState.touchAll();
        result = withLinkChoice(linkState, result);
      }
      return offerSave && saved.saveNew ? { ...result, save: true } : result;
    },
    focusError: () => focusField(firstInvalidField(snapshot) ?? linkErrorField),
    command(command) {
      if (command === 'focus') focusField(method?.fields(values, context)[0] ?? null);
      else if (command === 'blur') (document.activeElement as HTMLElement | null)?.blur();
      else if (command === 'clear') {
        setValuesByType({});
        setTouched(new Set());
        setDisplayAll(false);
        setConfirmError(null);
      } else if (command === 'collapse' && layout === 'accordion') setSelected(null);
    },
    confirmError(error) {
      setConfirmError({
        field: confirmErrorField(error, activeType),
        message: error.message,
        // A decline's reason picks the shopper's message in the frame's language.
        code: error.decline_code ?? error.code ?? '',
      });
    },
  };

  const offerSave = canOfferSave(session.customer, session.mode, activeType);
  const payload = linkWallet
    ? {
        elementType: 'payment',
        complete: linkWallet.selected !== null,
        empty: false,
        collapsed: false,
        value: { type: 'link' },
      }
    : chosenSaved
      ? savedChange(saved, chosenSaved)
      : withSaveChoice(changePayload(snapshot, activeType === null), offerSave, saved.saveNew);
  const payloadKey = JSON.stringify(payload);
  const lastKey = useRef('');
  useEffect(() => {
    if (payloadKey === lastKey.current) return;
    lastKey.current = payloadKey;
    onChange(JSON.parse(payloadKey));
  }, [payloadKey, onChange]);

  const register = (field: string) => (node: HTMLElement | null) => {
    if (node) inputs.current.set(field, node);
    else inputs.current.delete(field);
  };
  const renderForm = (type: string) => {
    const current = METHODS[type]!;
    return (
      <>
        <current.Form
          values={values}
          errors={errors}
          context={context}
          setValue={setValue}
          onFocus={() => undefined}
          onBlur={(field) => setTouched((set) => new Set(set).add(field))}
          register={register}
        />
        {shippingAsBilling ? <SameAsShippingBox {...shippingAsBilling} /> : null}
        {offerSave && type === 'card' ? <SaveBox saved={saved} /> : null}
        {linkState && type === 'card' ? <LinkBelowCard state={linkState} register={register} /> : null}
      </>
    );
  };
  const savedList = saved.shown.length > 0 && !linkWallet ? <SavedList saved={saved} /> : null;
  if (linkWallet) {
    return (
      <div className="PaymentElement PaymentElement--link">
        <LinkWallet state={linkWallet} />
        {banner(confirmError && { ...confirmError, field: null })}
      </div>
    );
  }
  if (chosenSaved) {
    return (
      <div className="PaymentElement PaymentElement--saved">
        {savedList}
        {/* A saved card has no card fields to pin an error to: every confirm error shows here. */}
        {banner(confirmError && { ...confirmError, field: null })}
      </div>
    );
  }

  if (layout === 'accordion') {
    return (
      <div className="PaymentElement PaymentElement--accordion">
        {savedList}
        <Accordion
          types={types}
          selected={activeType}
          onSelect={select}
          radios={options.layout.radios}
          spaced={options.layout.spacedAccordionItems}
          visibleCount={options.layout.visibleAccordionItemsCount}
          expanded={moreExpanded}
          onExpand={() => setMoreExpanded(true)}
          renderForm={(type) => (
            <>
              {renderForm(type)}
              {banner(confirmError)}
            </>
          )}
        />
      </div>
    );
  }
  return (
    <div className="PaymentElement PaymentElement--tabs">
      {savedList}
      {types.length > 1 ? <Tabs types={types} selected={activeType} onSelect={select} /> : null}
      {activeType ? (
        <div id="method-panel" role="tabpanel" aria-labelledby={`tab-${activeType}`} className="MethodPanel">
          {renderForm(activeType)}
        </div>
      ) : null}
      {banner(confirmError)}
    </div>
  );
}

function banner(confirmError: FormSnapshot['confirmError']) {
  return confirmError && !confirmError.field ? <ErrorBanner error={confirmError} /> : null;
}

function ErrorBanner({ error }: { error: { code: string; message: string } }) {
  const messages = useMessages();
  return (
    <div className="Error Error--banner" role="alert">
      {messages.error(error)}
    </div>
  );
}
