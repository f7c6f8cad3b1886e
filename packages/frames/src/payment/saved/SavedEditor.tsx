import type { SavedCustomer, SavedMethod } from '@payframe/js/protocol';
import { useState } from 'react';
import { useMessages } from '../../i18n/Messages.js';
import { BrandAdornment } from '../../ui/brand-icons.js';
import { ValueInput } from '../../ui/ValueInput.js';
import { removeSaved, setDefaultSaved, updateSaved } from './saved-api.js';
import { canBeDefault, validExpiry } from './saved-state.js';

interface EditorProps {
  customer: SavedCustomer;
  method: SavedMethod;
  isDefault: boolean;
  /** Called after a change on the server; `removed` when the method is gone. */
  onDone(result: { removed?: boolean; madeDefault?: boolean; changed?: boolean }): void;
  onCancel(): void;
}

const label = (m: SavedMethod) => `${m.brand[0]?.toUpperCase() ?? ''}${m.brand.slice(1)} •••• ${m.last4}`;

/** Editing one saved card: expiry and postal code, set as default, and removal after a confirmation. */
export function SavedEditor({ customer, method, isDefault, onDone, onCancel }: EditorProps) {
  const { t } = useMessages();
  const [expiry, setExpiry] = useState(
    `${String(method.expMonth).padStart(2, '0')} / ${String(method.expYear).slice(-2)}`,
  );
  const [postal, setPostal] = useState(method.postalCode ?? '');
  const [makeDefault, setMakeDefault] = useState(isDefault);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<string | null>, result: Parameters<EditorProps['onDone']>[0]) => {
    setBusy(true);
    setError(null);
    const failed = await work();
    setBusy(false);
    // docs/elements.md#states: an update or detach error stays on the method, pending cleared.
    if (failed) setError(failed);
    else onDone(result);
  };

  if (confirming) {
    return (
      <div className="SavedEditor SavedEditor--confirm" role="alertdialog" aria-labelledby="remove-title">
        <p id="remove-title" className="SavedEditor-title">
          {t('saved.removeTitle')}
        </p>
        <p className="SavedEditor-text">{t('saved.removeText', { card: label(method) })}</p>
        {error ? (
          <div className="Error" role="alert">
            {error}
          </div>
        ) : null}
        <div className="SavedEditor-actions">
          <button type="button" className="SavedButton" onClick={() => setConfirming(false)} disabled={busy}>
            {t('saved.cancel')}
          </button>
          <button
            type="button"
            className="SavedButton SavedButton--danger"
            disabled={busy}
            onClick={() => run(() => removeSaved(customer, method), { removed: true })}
          >
            {t('saved.remove')}
          </button>
        </div>
      </div>
    );
  }

  const save = () => {
    const [mm, yy] = expiry.split('/').map((part) => Number.parseInt(part.trim(), 10));
    const year = (yy ?? 0) < 100 ? 2000 + (yy ?? 0) : (yy ?? 0);
    if (!validExpiry(mm ?? 0, year, new Date())) {
      setError(t('saved.expiryInvalid'));
      return;
    }
    const changed =
      mm !== method.expMonth || year !== method.expYear || postal.trim() !== (method.postalCode ?? '');
    void run(
      async () => {
        if (changed && customer.update) {
          const failed = await updateSaved(customer, method, {
            expMonth: mm!,
            expYear: year,
            postalCode: postal.trim(),
          });
          if (failed) return failed;
        }
        return makeDefault && !isDefault ? setDefaultSaved(customer, method) : null;
      },
      { changed, madeDefault: makeDefault && !isDefault },
    );
  };

  return (
    <div className="SavedEditor">
      <div className="SavedEditor-head">
        <BrandAdornment brand={method.brand} />
        <span className="SavedEditor-title">{label(method)}</span>
      </div>
      {customer.update ? (
        <div className="SavedEditor-fields">
          <label className="Label" htmlFor="saved-expiry">
            {t('card.expiry')}
            <ValueInput
              id="saved-expiry"
              className="Input"
              aria-label={t('card.expiry')}
              value={expiry}
              onChange={(e) => setExpiry(e.target.value)}
            />
          </label>
          <label className="Label" htmlFor="saved-zip">
            {t('saved.zip')}
            <ValueInput
              id="saved-zip"
              className="Input"
              aria-label={t('saved.zip')}
              value={postal}
              onChange={(e) => setPostal(e.target.value)}
            />
          </label>
        </div>
      ) : null}
      {canBeDefault(customer, method) ? (
        <label className="CheckboxLabel">
          <input
            type="checkbox"
            className="CheckboxInput"
            checked={makeDefault}
            disabled={isDefault}
            onChange={(e) => setMakeDefault(e.target.checked)}
          />
          {t('saved.setDefault')}
        </label>
      ) : null}
      {error ? (
        <div className="Error" role="alert">
          {error}
        </div>
      ) : null}
      <div className="SavedEditor-actions">
        {customer.remove ? (
          <button
            type="button"
            className="SavedLink SavedLink--danger"
            onClick={() => setConfirming(true)}
            disabled={busy}
          >
            {t('saved.removeCard')}
          </button>
        ) : null}
        <span className="SavedEditor-spacer" />
        <button type="button" className="SavedButton" onClick={onCancel} disabled={busy}>
          {t('saved.cancel')}
        </button>
        <button type="button" className="SavedButton SavedButton--primary" onClick={save} disabled={busy}>
          {t('saved.saveChanges')}
        </button>
      </div>
    </div>
  );
}
