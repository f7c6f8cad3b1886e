import { type ReactNode, Suspense } from 'react';
import { useMessages } from '../i18n/Messages.js';

interface PanelModalProps {
  /** The dialog's name: the id of its title, or a label when the panel has no title of its own. */
  labelledBy?: string;
  label?: string;
  /** The spinner's width while the panel's lazily loaded chunk arrives. */
  loadingWidth: number;
  /** The close button's action; a panel with its own Cancel (the wallet sheet) has none. */
  onClose?: () => void;
  children: ReactNode;
}

/** The modal box every lazily loaded panel (QR code, banking app wait, Learn more, wallet sheet) is shown in. */
export function PanelModal({ labelledBy, label, loadingWidth, onClose, children }: PanelModalProps) {
  const { t } = useMessages();
  return (
    <div className="ChallengeBackdrop">
      <div
        className="ChallengeBox"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={label}
      >
        {onClose ? (
          <button type="button" className="ChallengeClose" aria-label={t('dialog.close')} onClick={onClose}>
            ×
          </button>
        ) : null}
        <Suspense
          fallback={
            <div className="ChallengeLoading" style={{ width: `${loadingWidth}px` }} aria-live="polite">
              <span className="Spinner" />
            </div>
          }
        >
          {children}
        </Suspense>
      </div>
    </div>
  );
}
