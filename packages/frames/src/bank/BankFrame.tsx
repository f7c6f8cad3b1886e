import { formatAuAccountNumberInput, formatBsbInput } from '@payframe/core/becs';
import { methodDescriptor } from '@payframe/core/methods';
import type { BankComponent, ChangePayload, FrameHash, WireError } from '@payframe/js/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import { GroupChannel } from '../bridge/channel.js';
import { ParentLink } from '../bridge/parent.js';
import { useElementOptions } from '../bridge/use-element-options.js';
import { cardStyleCss } from '../card/card-style.js';
import { MessagesProvider, useMessages } from '../i18n/Messages.js';
import { useFrameCatalogue } from '../i18n/use-frame-catalogue.js';
import { MethodMark } from '../ui/method-icons.js';
import { useDocumentStyle } from '../ui/use-document-style.js';
import { ValueInput } from '../ui/ValueInput.js';
import {
  auAccountState,
  BANK_ELEMENT_TYPES,
  type BankFieldState,
  type BankOptions,
  bankChoices,
  bankState,
  collectBank,
  groupIban,
  type IbanRules,
  ibanPlaceholder,
  ibanState,
  loadIbanRules,
  readBankOptions,
} from './bank-elements.js';
import { BANK_CSS } from './bank-style.js';

/**
 * A standalone bank element frame (`iban`, or a bank select such as `idealBank`): one line
 * styled by the Card Element's `style` option, reporting changes, focus and height to the
 * merchant page, and answering the controller's collect requests over the group's channel,
 * the only place the IBAN goes. Like the card elements, it needs no elements session.
 */
export function BankFrame({ hash, component }: { hash: FrameHash; component: BankComponent }) {
  const parent = useMemo(() => new ParentLink(hash), [hash]);
  const channel = useMemo(() => new GroupChannel(hash.controllerId, hash.frameId), [hash]);
  const { locale, catalogue } = useFrameCatalogue(hash.locale);
  const raw = useElementOptions(parent);
  if (!raw || !catalogue) return null;
  return (
    <MessagesProvider catalogue={catalogue} lang={locale.lang}>
      <LiveBank
        hash={hash}
        component={component}
        parent={parent}
        channel={channel}
        options={readBankOptions(raw)}
      />
    </MessagesProvider>
  );
}

interface LiveProps {
  hash: FrameHash;
  component: BankComponent;
  parent: ParentLink;
  channel: GroupChannel;
  options: BankOptions;
}

const BANK_ICON = { kind: 'glyph', glyph: 'bank' } as const;

function LiveBank({ hash, component, parent, channel, options }: LiveProps) {
  const m = useMessages();
  const localized = (error: WireError) => m.error({ code: error.code ?? '', message: error.message });
  const iban = component === 'iban';
  const au = component === 'auBankAccount';
  const select = !iban && !au;
  // An IBAN element reads the Dutch banks for the bank name a Dutch IBAN carries.
  const choices = useMemo(() => bankChoices(select ? component : 'idealBank'), [select, component]);
  const banks = choices.banks;
  const optional = select && choices.optional;
  const [typed, setTyped] = useState(select ? options.value : '');
  const [bsb, setBsb] = useState('');
  // `value` set by element.update() chooses that bank.
  useEffect(() => {
    if (select && options.value) setTyped(options.value);
  }, [select, options.value]);
  const [touched, setTouched] = useState(false);
  const [focused, setFocused] = useState(false);
  const [ibanRules, setIbanRules] = useState<IbanRules | null>(null);
  // The IBAN rules load as the element mounts; nothing drawn at first needs them.
  useEffect(() => {
    if (!iban) return;
    let live = true;
    loadIbanRules().then(
      (rules) => live && setIbanRules(rules),
      () => {}, // a collect request loads them again
    );
    return () => {
      live = false;
    };
  }, [iban]);
  const input = useRef<HTMLInputElement | HTMLSelectElement | null>(null);
  const state: BankFieldState = iban
    ? ibanState(typed, banks, ibanRules)
    : au
      ? auAccountState(bsb, typed)
      : bankState(typed, banks);
  // A typed field's error shows once the shopper left it (or a confirm asked), not mid-typing.
  const shownError = !select && touched && !state.empty ? state.error : null;
  const latest = useRef({ state, options, optional, localized, typed, banks });
  latest.current = { state, options, optional, localized, typed, banks };

  useEffect(() => {
    const stopParent = parent.listen((message) => {
      if (message.type !== 'element/command') return;
      const { command } = message.payload;
      if (command === 'focus') input.current?.focus();
      else if (command === 'blur') input.current?.blur();
      else if (command === 'clear') {
        setTyped('');
        setBsb('');
        setTouched(false);
      }
    });
    const stopChannel = channel.listen((message) => {
      const forMe = message.frameId === 'controller' || message.frameId === hash.frameId;
      if (!forMe) return;
      if (message.type === 'collect/request' && message.requestId) {
        const requestId = message.requestId;
        if (message.payload.display) setTouched(true);
        const respond = (rules: IbanRules | null) => {
          const { options: opts, optional: may, localized: say, typed: now, banks: list } = latest.current;
          // An IBAN is checked with its rules, whether or not a render has used them yet.
          const current = rules ? ibanState(now, list, rules) : latest.current.state;
          const answer = collectBank(component, current, opts, may);
          const error = answer.error && { ...answer.error, message: say(answer.error) };
          channel.send('collect/response', { ...answer, ...(error ? { error } : {}) }, { requestId });
        };
        if (component === 'iban') loadIbanRules().then(respond, () => respond(null));
        else respond(null);
      } else if (message.type === 'form/focus-error' && message.frameId === hash.frameId) {
        input.current?.focus();
      }
    });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') parent.send('element/escape', {});
    };
    window.addEventListener('keydown', onKey);
    return () => {
      stopParent();
      stopChannel();
      window.removeEventListener('keydown', onKey);
    };
  }, [parent, channel, hash.frameId, component]);

  useEffect(() => {
    parent.send('element/ready', {});
  }, [parent]);

  // The funnel counts the element as loaded when the controller hears this.
  useEffect(() => channel.hello(component), [channel, component]);

  // A change event only when what the merchant page sees changed: a select's bank id, never an
  // IBAN or account number (only the country and bank they name).
  const change: ChangePayload = {
    elementType: component,
    complete: state.complete,
    empty: state.empty,
    ...(select
      ? { value: state.value }
      : {
          ...(state.country ? { country: state.country } : {}),
          ...(state.bankName ? { bankName: state.bankName } : {}),
        }),
    ...(shownError ? { error: { ...shownError, message: localized(shownError) } } : {}),
  };
  const changeKey = JSON.stringify(change);
  const lastChange = useRef(changeKey);
  useEffect(() => {
    if (changeKey === lastChange.current) return;
    lastChange.current = changeKey;
    parent.send('element/change', JSON.parse(changeKey));
  }, [parent, changeKey]);

  // Focus and blur of the element as a whole: moving from the BSB to the account number is neither.
  const hadFocus = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (focused === hadFocus.current) return;
      hadFocus.current = focused;
      parent.send(focused ? 'element/focus' : 'element/blur', {});
    }, 0);
    return () => clearTimeout(timer);
  }, [parent, focused]);

  useDocumentStyle(BANK_CSS);
  useDocumentStyle(useMemo(() => cardStyleCss(options.style), [options.style]));
  const classes = [
    'Card',
    'Card--bank',
    state.complete ? 'is-complete' : '',
    state.empty ? 'is-empty' : '',
    shownError ? 'is-invalid' : '',
    focused ? 'is-focused' : '',
    options.disabled ? 'is-disabled' : '',
    options.hideIcon ? 'Card--noIcon' : '',
  ];
  const inputClass = `CardInput${shownError ? ' is-invalid' : ''}${state.empty ? ' is-empty' : ''}`;
  // auBankAccount: only the input the error is about turns red.
  const fieldClass = (param: string) =>
    `CardInput${shownError?.param === param ? ' is-invalid' : ''}${state.empty ? ' is-empty' : ''}`;
  const events = {
    onFocus: () => setFocused(true),
    onBlur: () => {
      setFocused(false);
      setTouched(true);
    },
  };
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {options.hideIcon ? null : (
        <span className="CardIcon">
          <MethodMark icon={methodDescriptor(BANK_ELEMENT_TYPES[component])?.display.icon ?? BANK_ICON} />
        </span>
      )}
      {au ? (
        <>
          <span className="CardField CardField--bsb">
            <ValueInput
              inputRef={(node) => {
                input.current = node;
              }}
              className={fieldClass('bsb_number')}
              name="bsb"
              aria-label={m.t('field.bsb')}
              aria-invalid={shownError?.param === 'bsb_number' ? true : undefined}
              placeholder="000-000"
              autoComplete="off"
              inputMode="numeric"
              disabled={options.disabled}
              value={bsb}
              onChange={(event) => setBsb(formatBsbInput(event.target.value))}
              {...events}
            />
          </span>
          <span className="CardField">
            <ValueInput
              className={fieldClass('account_number')}
              name="account_number"
              aria-label={m.t('field.auAccountNumber')}
              aria-invalid={shownError?.param === 'account_number' ? true : undefined}
              placeholder="000123456"
              autoComplete="off"
              inputMode="numeric"
              disabled={options.disabled}
              value={typed}
              onChange={(event) => setTyped(formatAuAccountNumberInput(event.target.value))}
              {...events}
            />
          </span>
        </>
      ) : null}
      <span className="CardField" hidden={au}>
        {au ? null : iban ? (
          <ValueInput
            inputRef={(node) => {
              input.current = node;
            }}
            className={inputClass}
            name="iban"
            aria-label={m.t('field.iban')}
            aria-invalid={shownError ? true : undefined}
            placeholder={ibanPlaceholder(options.placeholderCountry)}
            autoComplete="off"
            spellCheck={false}
            disabled={options.disabled}
            value={typed}
            onChange={(event) => setTyped(groupIban(event.target.value))}
            {...events}
          />
        ) : (
          <select
            ref={(node) => {
              input.current = node;
            }}
            className={`${inputClass} BankSelect`}
            name="bank"
            aria-label={m.t('field.bank')}
            disabled={options.disabled}
            value={state.value}
            onChange={(event) => setTyped(event.target.value)}
            {...events}
          >
            <option value="">{m.t('field.selectBank')}</option>
            {banks.map((bank) => (
              <option key={bank.id} value={bank.id}>
                {bank.name}
              </option>
            ))}
          </select>
        )}
      </span>
    </div>
  );
}
