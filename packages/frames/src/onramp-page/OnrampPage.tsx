import { Elements } from '@payframe/react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { OnrampApiError, onrampApi } from './api.js';
import { Document } from './Document.js';
import { Identity } from './Identity.js';
import type { OnrampTexts } from './messages.js';
import { totalCents } from './money.js';
import { PayForm } from './PayForm.js';
import { Purchase } from './Purchase.js';
import { SignIn } from './SignIn.js';
import { Status } from './Status.js';
import type { OnrampStart } from './settings.js';
import type { FlowAnswer, KnownPerson, OnrampSession, PastPurchase, SavedWallet } from './types.js';

declare global {
  interface Window {
    Payframe?: (key: string, options?: Record<string, unknown>) => unknown;
  }
}

const POLL_MS = 1000;

interface Props {
  start: OnrampStart;
  /** The frame's texts, in the locale asked for (loaded before the frame shows). */
  texts: OnrampTexts;
  /** Tells the merchant page of the session (never anything the buyer typed). */
  tell(event: 'onramp_ui_loaded' | 'onramp_session_updated', session: OnrampSession): void;
}

/** The hosted onramp: sign-in, identity check, purchase and card payment, then delivery. */
export function OnrampPage({ start, texts, tell }: Props) {
  const { t, lang, dir } = texts;
  const api = useMemo(() => onrampApi(start.apiKey, start.clientSecret, lang), [start, lang]);
  const [flow, setFlow] = useState<FlowAnswer | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const told = useRef<string | null>(null);
  const payframe = useMemo(
    () => (window.Payframe ? window.Payframe(start.apiKey, { locale: start.locale ?? 'auto' }) : null),
    [start],
  );

  const show = useCallback(
    (answer: FlowAnswer) => {
      setFlow(answer);
      const text = JSON.stringify(answer.session);
      if (told.current === null) tell('onramp_ui_loaded', answer.session);
      else if (told.current !== text) tell('onramp_session_updated', answer.session);
      told.current = text;
    },
    [tell],
  );

  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
    api.get().then(
      (answer) => {
        show(answer);
        setCodeSent(Boolean(answer.buyer.email) && !answer.buyer.email_verified);
      },
      () => setLoadError(true),
    );
  }, [api, show, lang, dir]);

  const step = useCallback(
    async (run: () => Promise<FlowAnswer>) => {
      setBusy(true);
      setError(null);
      try {
        show(await run());
      } catch (caught) {
        setError(
          caught instanceof OnrampApiError ? (caught.error.message ?? t('unexpected')) : t('unexpected'),
        );
      } finally {
        setBusy(false);
      }
    },
    [show, t],
  );
  const change = useCallback((body: Record<string, unknown>) => step(() => api.update(body)), [api, step]);

  // Delivery is the server's: the frame watches the session until the coins have arrived.
  const status = flow?.session.status;
  useEffect(() => {
    if (status !== 'fulfillment_processing') return;
    const timer = setInterval(() => void api.get().then(show, () => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [status, api, show]);

  // What a returning buyer left on earlier purchases, once the e-mail is proven.
  const signedIn = flow?.buyer.email_verified === true;
  const identityStep = signedIn && flow?.buyer.identity === 'unverified';
  const [known, setKnown] = useState<KnownPerson | null>(null);
  useEffect(() => {
    if (identityStep) api.person().then(setKnown, () => undefined);
  }, [identityStep, api]);
  // A buyer asked for a document starts its check once; the check answers the same one again.
  const documentStep = signedIn && flow?.buyer.identity === 'document_required';
  const verificationId = flow?.buyer.identity_verification?.id ?? null;
  useEffect(() => {
    if (documentStep && !verificationId) void step(() => api.startVerification());
  }, [documentStep, verificationId, api, step]);
  const network = flow?.session.transaction_details.destination_network ?? null;
  const [saved, setSaved] = useState<SavedWallet[]>([]);
  const purchaseStep = signedIn && flow?.buyer.identity === 'verified';
  useEffect(() => {
    if (purchaseStep && network) api.wallets(network).then(setSaved, () => setSaved([]));
  }, [purchaseStep, network, api]);
  const [history, setHistory] = useState<PastPurchase[]>([]);
  const paid = status === 'fulfillment_processing' || status === 'fulfillment_complete';
  useEffect(() => {
    if (paid && signedIn) api.transactions().then(setHistory, () => undefined);
  }, [paid, signedIn, api]);
  const remember = useCallback(
    (choice: { network: string; currency: string | null; wallet: string }) => {
      // Keeping them is a convenience: a failure leaves the purchase itself untouched.
      void api
        .saveWallet(choice.network, choice.wallet)
        .then(() => (choice.currency ? api.prefer(choice.network, choice.currency) : undefined))
        .catch(() => undefined);
    },
    [api],
  );

  // The Payment Element is told the first total; the card it collects does not depend on it.
  const total = flow ? totalCents(flow.session.transaction_details) : 0;
  const currency = flow?.session.transaction_details.source_currency ?? 'usd';
  const [payAmount, setPayAmount] = useState(0);
  useEffect(() => {
    if (total > 0 && payAmount === 0) setPayAmount(total);
  }, [total, payAmount]);
  const elementsOptions = useMemo(
    () =>
      payAmount > 0
        ? {
            mode: 'payment',
            amount: payAmount,
            currency,
            paymentMethodTypes: ['card'],
            paymentMethodCreation: 'manual',
            locale: start.locale ?? 'auto',
            ...(start.theme === 'dark' ? { appearance: { theme: 'night' } } : {}),
          }
        : null,
    [payAmount, currency, start],
  );

  let body: ReactNode;
  if (loadError) body = <p className="or-error">{t('loadError')}</p>;
  else if (!flow) body = <div className="or-loading" aria-busy="true" />;
  else if (flow.session.status !== 'initialized' && flow.session.status !== 'requires_payment')
    body = <Status t={t} lang={lang} session={flow.session} history={history} />;
  else if (!flow.buyer.email_verified)
    body = (
      <SignIn
        t={t}
        email={flow.buyer.email}
        codeSent={codeSent}
        busy={busy}
        error={error}
        onError={setError}
        onEmail={(email) =>
          void step(async () => {
            const answer = await api.login(email);
            setCodeSent(true);
            return answer;
          })
        }
        onCode={(code) => void step(() => api.verifyCode(code))}
      />
    );
  else if (flow.buyer.identity === 'document_required')
    body = (
      <Document
        t={t}
        busy={busy}
        error={error}
        verification={flow.buyer.identity_verification}
        onDocument={(document) => void step(() => api.document(document))}
      />
    );
  else if (flow.buyer.identity !== 'verified')
    body = (
      <Identity
        t={t}
        busy={busy}
        error={error}
        known={known}
        onSubmit={(data) => void step(() => api.identity(data))}
      />
    );
  else
    body = (
      <>
        <Purchase
          t={t}
          lang={lang}
          session={flow.session}
          busy={busy}
          error={error}
          welcome={flow.buyer.returning ? flow.buyer.email : null}
          saved={saved}
          onChange={change}
          onRemember={remember}
        />
        {flow.session.status === 'requires_payment' && elementsOptions ? (
          <Elements stripe={payframe as never} options={elementsOptions}>
            <PayForm t={t} lang={lang} session={flow.session} api={api} onPaid={show} />
          </Elements>
        ) : null}
      </>
    );
  return (
    <div className={`or or-${start.theme}`}>
      <header className="or-bar">
        <h1>{t('title')}</h1>
        {flow && !flow.session.livemode ? <span className="or-badge">{t('testMode')}</span> : null}
      </header>
      {body}
    </div>
  );
}
