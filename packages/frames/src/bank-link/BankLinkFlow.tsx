import type { BankLinkDisplay } from '@payframe/js/protocol';
import { type ReactNode, useEffect, useState } from 'react';
import type { FrameLocale } from '../i18n/catalogue.js';
import { AccountList } from './AccountList.js';
import { attachWithRetry, INSTANT_VERIFICATION_INCOMPLETE } from './attach-retry.js';
import { BankList } from './BankList.js';
import { bankCall } from './bank-api.js';
import type { Institution, Offered } from './bank-choices.js';
import { ManualEntry } from './ManualEntry.js';
import { box, link, primary } from './panel-parts.js';
import { SignIn } from './SignIn.js';
import { type BankLinkTexts, fill } from './texts.js';

type Screen =
  | 'consent'
  | 'banks'
  | 'signin'
  | 'oauth'
  | 'accounts'
  | 'verifying'
  | 'manual'
  | 'linked'
  | 'manualDone';

/**
 * The bank-linking modal: consent, the test institutions (searchable, with the marks we draw),
 * sign-in, choosing an account (with its balance), and success; or the account typed in by hand
 * (routing number checked as typed), verified later by microdeposits. Closing it is the
 * modal's own close button; Done hands back to the controller, which completes the session.
 */
export function BankLinkFlow({
  display,
  onDone,
  locale,
  texts,
}: {
  display: BankLinkDisplay;
  onDone: () => void;
  locale: FrameLocale;
  texts: BankLinkTexts;
}) {
  const [screen, setScreen] = useState<Screen>('consent');
  const [banks, setBanks] = useState<Institution[]>([]);
  const [manualEntry, setManualEntry] = useState(display.manualEntry);
  // Whether the linked account becomes an intent's payment account (attached here).
  const [paysIntent, setPaysIntent] = useState(display.manualEntry);
  // A Canadian account typed in goes to the PAD form: the manual entry hands back to it.
  const [handsOverManual, setHandsOverManual] = useState(false);
  const [business, setBusiness] = useState(display.businessName);
  const [query, setQuery] = useState('');
  const [bank, setBank] = useState<Institution | null>(null);
  const [accounts, setAccounts] = useState<Offered[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [linked, setLinked] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [oauthUrl, setOauthUrl] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void bankCall(display, '/v1/financial_connections/sessions/synchronize', {}).then((answer) => {
      if (!answer.ok) return setError(answer.message);
      setBanks(answer.body.institutions as Institution[]);
      setManualEntry(answer.body.manual_entry === true);
      if (typeof answer.body.payment_account === 'boolean') setPaysIntent(answer.body.payment_account);
      setHandsOverManual(answer.body.country === 'CA');
      if (typeof answer.body.business_name === 'string' && answer.body.business_name)
        setBusiness((given) => given || answer.body.business_name);
    });
  }, [display]);

  const t = (id: keyof BankLinkTexts, values?: Record<string, string>) => fill(texts[id], values);
  const merchant = business || t('merchantFallback');
  // A sentence that starts with the fallback ("the merchant") starts with a capital.
  const sentence = (text: string) => text.charAt(0).toLocaleUpperCase(locale.lang) + text.slice(1);

  const go = (next: Screen) => {
    setError(null);
    setScreen(next);
  };

  async function run(
    path: string,
    body: Record<string, unknown>,
    then: (answer: Record<string, any>) => void,
  ) {
    setBusy(true);
    setError(null);
    const answer = await bankCall(display, path, body);
    setBusy(false);
    if (answer.ok) then(answer.body);
    else setError(answer.message);
  }

  const signIn = (institution: Institution) =>
    run('/v1/link_account_sessions/sign_in', { institution: institution.id }, (body) => {
      if (body.status === 'oauth') {
        setOauthUrl(String(body.url));
        window.open(String(body.url), '_blank', 'popup,width=480,height=640');
        return go('oauth');
      }
      const offered = body.accounts as Offered[];
      setAccounts(offered);
      setChosen(offered.find((a) => a.eligible)?.id ?? null);
      go('accounts');
    });

  /**
   * The chosen account becomes the payment account of a session that pays an intent, waiting while the bank hands over its numbers. When
   * that never happens the bank search starts over, saying why.
   */
  async function attachChosen(linkedId: string, label: string) {
    if (!paysIntent) {
      setLinked(label);
      return go('linked');
    }
    go('verifying');
    const answer = await attachWithRetry(() =>
      bankCall(display, '/v1/link_account_sessions/attach_payment_account', {
        payment_account: { type: 'linked_account', id: linkedId },
      }),
    );
    if (answer.ok) {
      setLinked(label);
      return go('linked');
    }
    if (answer.code === INSTANT_VERIFICATION_INCOMPLETE) {
      setQuery('');
      setBank(null);
      setAccounts([]);
      setScreen('banks');
      return setError(t('verificationIncomplete'));
    }
    setScreen('accounts');
    setError(answer.message);
  }

  const title = (id: keyof BankLinkTexts, values?: Record<string, string>) => (
    <h1 id="bank-link-title" style={{ fontSize: '19px', margin: '0 0 10px' }}>
      {t(id, values)}
    </h1>
  );
  const manualButton = manualEntry ? (
    <button type="button" style={link} onClick={() => (handsOverManual ? onDone() : go('manual'))}>
      {t('manual')}
    </button>
  ) : null;

  let content: ReactNode;
  switch (screen) {
    case 'consent':
      content = (
        <>
          {title('consentTitle')}
          <p>{sentence(t('consentBody', { merchant }))}</p>
          <button type="button" style={primary} onClick={() => go('banks')}>
            {t('agree')}
          </button>
          {manualButton}
        </>
      );
      break;
    case 'banks':
      content = (
        <BankList
          t={t}
          title={title('selectBank')}
          banks={banks}
          query={query}
          onQuery={setQuery}
          onPick={(b) => {
            setBank(b);
            go('signin');
          }}
          manualButton={manualButton}
        />
      );
      break;
    case 'signin':
    case 'oauth':
      content = (
        <SignIn
          t={t}
          title={title('signInTitle', { bank: bank?.name ?? '' })}
          bankName={bank?.name ?? ''}
          oauthUrl={screen === 'oauth' ? oauthUrl : null}
          busy={busy}
          onContinue={() => bank && void signIn(bank)}
          onBack={() => go('banks')}
        />
      );
      break;
    case 'accounts':
      content = (
        <AccountList
          t={t}
          title={title('selectAccount')}
          lang={locale.lang}
          accounts={accounts}
          chosen={chosen}
          onChoose={setChosen}
          busy={busy}
          onLink={() =>
            void run(
              '/v1/link_account_sessions/selected_accounts',
              { selected_accounts: [chosen] },
              (body) => {
                const a = accounts.find((x) => x.id === chosen);
                void attachChosen(
                  String(body.data?.[0]?.id ?? ''),
                  `${a?.display_name ?? ''} •••• ${a?.last4 ?? ''}`,
                );
              },
            )
          }
        />
      );
      break;
    case 'verifying':
      content = (
        <>
          {title('verifyingTitle')}
          <p role="status">{t('verifyingBody', { bank: bank?.name ?? '' })}</p>
        </>
      );
      break;
    case 'manual':
      content = (
        <ManualEntry
          t={t}
          title={title('manualTitle')}
          busy={busy}
          onBack={() => go('consent')}
          onSubmit={(routing, account) =>
            void run(
              '/v1/link_account_sessions/attach_payment_account',
              { payment_account: { type: 'bank_account', routing_number: routing, account_number: account } },
              (body) => {
                setLinked(`•••• ${String(body.manual_entry?.last4 ?? '')}`);
                go('manualDone');
              },
            )
          }
        />
      );
      break;
    default:
      content = (
        <>
          {title(screen === 'linked' ? 'successTitle' : 'manualDoneTitle')}
          <p>
            {screen === 'linked'
              ? t('successBody', { account: linked })
              : t('microdepositsBody', { account: linked })}
          </p>
          <button type="button" style={primary} onClick={onDone}>
            {t('done')}
          </button>
        </>
      );
  }
  return (
    <div style={box} data-screen={screen}>
      {content}
      {error ? (
        <p role="alert" style={{ color: '#df1b41', margin: '10px 0 0' }}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
