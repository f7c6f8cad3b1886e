import {
  BANK_NUMBER_RULES,
  type BankNumberKind,
  formatBankNumberInput,
  validateBankNumber,
} from '@payframe/core/methods';
import type { DebitModalDisplay } from '@payframe/js/protocol';
import { useEffect, useRef, useState } from 'react';
import { box, dim, Field, input } from '../bank-link/panel-parts.js';
import { useMessages } from '../i18n/Messages.js';
import type { MessageId } from '../i18n/messages/en.js';
import { DebitAgreement } from './DebitAgreement.js';

/** The numbers each debit's account is typed in with, in the order the shopper reads them. */
const KINDS: Readonly<Record<DebitModalDisplay['type'], readonly BankNumberKind[]>> = {
  acss_debit: ['acss_institution_number', 'acss_transit_number', 'acss_account_number'],
  bacs_debit: ['bacs_sort_code', 'bacs_account_number'],
};

/**
 * The bank debit modal: the account's numbers typed in (each checked as core's rules say, the
 * sort code shown in pairs), then the agreement the shopper accepts. Accepting hands the
 * numbers (the API's digits) to the controller, which confirms the intent; the modal's close
 * button is the shopper's refusal.
 */
export default function DebitPanel({
  display,
  onAccept,
}: {
  display: DebitModalDisplay;
  onAccept: (details: Record<string, string>) => void;
}) {
  const { t, error: errorText } = useMessages();
  const kinds = KINDS[display.type];
  const [step, setStep] = useState<'details' | 'agreement'>(display.collect ? 'details' : 'agreement');
  const [values, setValues] = useState<Record<string, string>>({});
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const checks = kinds.map((kind) => [kind, validateBankNumber(kind, values[kind] ?? '')] as const);
  const complete = checks.every(([, check]) => check.ok);

  const accepted = useRef(false);
  const accept = (from: Record<string, string>) => {
    if (accepted.current) return;
    accepted.current = true;
    setBusy(true);
    onAccept(from);
  };
  // The API's own names and digits: `institution_number`, `sort_code` 108800...
  const details = () =>
    Object.fromEntries(
      checks.flatMap(([kind, check]) => (check.ok ? [[BANK_NUMBER_RULES[kind].param, check.value]] : [])),
    );
  // The merchant shows the agreement itself (`skipMandate`): the numbers typed are all there was to do.
  const skipAgreement = step === 'agreement' && !display.mandate;
  useEffect(() => {
    if (skipAgreement) accept(display.collect ? details() : {});
  });

  if (step === 'agreement') {
    const typed = display.collect ? details() : null;
    const account =
      typed && typed.account_number
        ? {
            bank:
              display.type === 'bacs_debit'
                ? (typed.sort_code ?? '')
                : `${typed.institution_number ?? ''}-${typed.transit_number ?? ''}`,
            last4: typed.account_number.slice(-4),
          }
        : display.account;
    if (skipAgreement) return null;
    return (
      <DebitAgreement
        display={display}
        account={account}
        busy={busy}
        onAccept={() => accept(typed ?? {})}
        onEdit={display.collect ? () => setStep('details') : null}
      />
    );
  }
  const title = t(display.type === 'bacs_debit' ? 'method.bacs_debit' : 'method.acss_debit');
  return (
    <div style={box}>
      <h2 id="debit-modal-title" style={{ fontSize: '20px', margin: '0 0 4px' }}>
        {title}
      </h2>
      <p style={{ margin: 0, color: '#6a7383' }}>{t('debit.detailsTitle')}</p>
      {checks.map(([kind, check]) => {
        const rule = BANK_NUMBER_RULES[kind];
        const id = `debit-${kind}`;
        const problem =
          shown && !check.ok ? errorText(check.error as { code: string; message: string }) : null;
        return (
          <Field key={kind} id={id} label={t(rule.label as MessageId)}>
            <input
              id={id}
              style={input}
              inputMode="numeric"
              autoComplete="off"
              placeholder={rule.placeholder}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
              value={values[kind] ?? ''}
              onChange={(event) =>
                setValues({ ...values, [kind]: formatBankNumberInput(kind, event.target.value) })
              }
            />
            {problem ? (
              <p
                id={`${id}-error`}
                role="alert"
                style={{ color: '#df1b41', margin: '4px 0 0', fontSize: '14px' }}
              >
                {problem}
              </p>
            ) : null}
          </Field>
        );
      })}
      <button
        type="button"
        style={dim(false)}
        onClick={() => {
          setShown(true);
          if (complete) setStep('agreement');
        }}
      >
        {t('debit.continue')}
      </button>
    </div>
  );
}
