import type { ReactNode } from 'react';
import { formatQrAmount } from '../challenge/qr-amount.js';
import type { Offered } from './bank-choices.js';
import { dim, row } from './panel-parts.js';
import type { BankLinkTexts } from './texts.js';

interface Props {
  t: (id: keyof BankLinkTexts, values?: Record<string, string>) => string;
  title: ReactNode;
  /** The shopper's language, for the balances. */
  lang: string;
  accounts: Offered[];
  chosen: string | null;
  onChoose: (id: string) => void;
  busy: boolean;
  onLink: () => void;
}

/** The accounts the bank offers, with their balances; those it cannot link are shown, disabled. */
export function AccountList({ t, title, lang, accounts, chosen, onChoose, busy, onLink }: Props) {
  return (
    <>
      {title}
      {accounts.map((a) => (
        <label key={a.id} style={{ ...row, opacity: a.eligible ? 1 : 0.55 }}>
          <input
            type="radio"
            name="account"
            disabled={!a.eligible}
            checked={chosen === a.id}
            onChange={() => onChoose(a.id)}
          />
          <span style={{ flex: 1 }}>
            {a.display_name} •••• {a.last4}
            <br />
            <small style={{ color: '#6d6e78' }}>
              {a.eligible
                ? t('balance', { amount: formatQrAmount(a.balance, a.currency ?? 'usd', lang) })
                : t('notEligible')}
            </small>
          </span>
        </label>
      ))}
      <button type="button" style={dim(busy || !chosen)} disabled={busy || !chosen} onClick={onLink}>
        {t('link')}
      </button>
    </>
  );
}
