import { useState } from 'react';
import { useMessages } from '../../i18n/Messages.js';
import { BrandAdornment } from '../../ui/brand-icons.js';
import { ValueInput } from '../../ui/ValueInput.js';
import { SavedEditor } from './SavedEditor.js';
import type { SavedState } from './use-saved.js';

const brandName = (brand: string) => `${brand[0]?.toUpperCase() ?? ''}${brand.slice(1)}`;

/**
 * The saved methods at the top of the Payment Element (.SavedList): brand, •••• last4, expiry,
 * the default badge; "+ New payment method"; an Edit mode to update, set as default or remove.
 */
export function SavedList({ saved }: { saved: SavedState }) {
  const [managing, setManaging] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const { t } = useMessages();
  const customer = saved.customer!;
  const canManage = customer.remove || customer.update || customer.setAsDefault;
  return (
    <div className="SavedList">
      <div className="SavedList-head">
        <span className="SavedList-title">{t('saved.title')}</span>
        {canManage ? (
          <button
            type="button"
            className="SavedLink"
            onClick={() => {
              setManaging(!managing);
              setEditing(null);
            }}
          >
            {managing ? t('saved.done') : t('saved.edit')}
          </button>
        ) : null}
      </div>
      {saved.shown.map((method) => {
        const selected = !managing && saved.selected?.id === method.id;
        const isDefault = method.id === saved.defaultMethod;
        if (editing === method.id) {
          return (
            <SavedEditor
              key={method.id}
              customer={customer}
              method={method}
              isDefault={isDefault}
              onCancel={() => setEditing(null)}
              onDone={(result) => {
                setEditing(null);
                void saved.refresh({
                  ...(result.removed ? { removed: method.id } : {}),
                  ...(result.madeDefault ? { madeDefault: method.id } : {}),
                });
              }}
            />
          );
        }
        return (
          <div key={method.id} className={`SavedItem${selected ? ' SavedItem--selected' : ''}`}>
            <button
              type="button"
              className="SavedItem-main"
              aria-pressed={selected}
              aria-label={t('saved.cardLabel', { brand: brandName(method.brand), last4: method.last4 })}
              onClick={() => (managing ? setEditing(method.id) : saved.select(method.id))}
            >
              <span className="SavedItem-icon">
                <BrandAdornment brand={method.brand} />
              </span>
              <span className="SavedItem-number">•••• {method.last4}</span>
              <span className="SavedItem-expiry">
                {String(method.expMonth).padStart(2, '0')}/{String(method.expYear).slice(-2)}
              </span>
              {isDefault ? <span className="SavedItem-badge">{t('saved.default')}</span> : null}
              {managing ? <span className="SavedItem-edit">{t('saved.edit')}</span> : null}
            </button>
            {selected && saved.cvcShown ? (
              <div className="SavedItem-cvc">
                <label className="Label" htmlFor="saved-cvc">
                  {t('card.cvc')}
                </label>
                <ValueInput
                  id="saved-cvc"
                  className={`Input${saved.cvcError ? ' Input--invalid' : ''}`}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  placeholder={t('card.cvcPlaceholder')}
                  maxLength={4}
                  value={saved.cvc}
                  onChange={(e) => saved.setCvc(e.target.value.replace(/\D/g, ''))}
                  onBlur={saved.showCvcError}
                />
                {saved.cvcError ? (
                  <div className="Error" role="alert">
                    {saved.cvcError}
                  </div>
                ) : (
                  <div className="SavedItem-hint">{t('saved.cvcHint')}</div>
                )}
              </div>
            ) : null}
          </div>
        );
      })}
      {managing ? null : (
        <button
          type="button"
          className={`SavedItem SavedItem-new${saved.selected === null ? ' SavedItem--selected' : ''}`}
          aria-pressed={saved.selected === null}
          onClick={() => saved.select(null)}
        >
          {t('saved.new')}
        </button>
      )}
    </div>
  );
}

/** "Save payment details for future purchases", for a new card when the session allows saving. */
export function SaveBox({ saved }: { saved: SavedState }) {
  const { t } = useMessages();
  return (
    <label className="CheckboxLabel SaveBox">
      <input
        type="checkbox"
        className="CheckboxInput"
        checked={saved.saveNew}
        onChange={(e) => saved.setSaveNew(e.target.checked)}
      />
      {t('saved.save')}
    </label>
  );
}
