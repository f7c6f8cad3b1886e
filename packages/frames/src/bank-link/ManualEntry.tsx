import { validateUsAccountNumber, validateUsRoutingNumber } from '@payframe/core';
import { type ReactNode, useState } from 'react';
import { dim, Field, input, link } from './panel-parts.js';
import type { BankLinkTexts } from './texts.js';

interface Props {
  t: (id: keyof BankLinkTexts) => string;
  title: ReactNode;
  busy: boolean;
  onSubmit: (routing: string, account: string) => void;
  onBack: () => void;
}

/**
 * The account typed in by hand: the routing number is checked as it is typed (its ABA check
 * digit), the account number too, and typed twice so a slip is caught before microdeposits go
 * to the wrong account.
 */
export function ManualEntry({ t, title, busy, onSubmit, onBack }: Props) {
  const [routing, setRouting] = useState('');
  const [account, setAccount] = useState('');
  const [again, setAgain] = useState('');
  const routingCheck = validateUsRoutingNumber(routing);
  const accountCheck = validateUsAccountNumber(account);
  const problem =
    routing && !routingCheck.ok
      ? t('routingInvalid')
      : account && !accountCheck.ok
        ? t('accountInvalid')
        : again && again !== account
          ? t('accountMismatch')
          : null;
  const blocked = busy || !routingCheck.ok || !accountCheck.ok || again !== account;
  const digits = (id: string, label: string, value: string, set: (v: string) => void) => (
    <Field id={id} label={label}>
      <input
        id={id}
        style={input}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    </Field>
  );
  return (
    <>
      {title}
      {digits('bank-link-routing', t('routing'), routing, setRouting)}
      {digits('bank-link-account', t('account'), account, setAccount)}
      {digits('bank-link-account-again', t('accountConfirm'), again, setAgain)}
      {problem ? (
        <p role="alert" style={{ color: '#df1b41', margin: '8px 0 0' }}>
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        style={dim(blocked)}
        disabled={blocked}
        onClick={() => onSubmit(routing, account)}
      >
        {t('continue')}
      </button>
      <button type="button" style={link} onClick={onBack}>
        {t('back')}
      </button>
    </>
  );
}
