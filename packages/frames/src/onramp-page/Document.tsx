import { ErrorLine } from './fields.js';
import type { Translate } from './messages.js';
import type { FlowAnswer } from './types.js';

export type TestDocument = 'test_document_verified' | 'test_document_unverified' | 'test_document_unreadable';

interface Props {
  t: Translate;
  busy: boolean;
  error: string | null;
  verification: FlowAnswer['buyer']['identity_verification'];
  onDocument(document: TestDocument): void;
}

/**
 * The document check a buyer is sent to when the identity data alone could not verify them.
 * Test mode takes no photo: the buyer picks how the check ends, as a test document would.
 */
export function Document({ t, busy, error, verification, onDocument }: Props) {
  const unreadable = verification?.last_error === 'document_unreadable';
  const choices: readonly [TestDocument, Parameters<Translate>[0]][] = [
    ['test_document_verified', 'documentVerified'],
    ['test_document_unverified', 'documentUnverified'],
    ['test_document_unreadable', 'documentUnreadable'],
  ];
  return (
    <div className="or-step" data-step="document">
      <h2>{t('documentTitle')}</h2>
      <p>{t('documentBody')}</p>
      <p className="or-hint">{t('documentTestHint')}</p>
      <div className="or-choices" aria-busy={busy || !verification}>
        {choices.map(([document, label]) => (
          <button
            key={document}
            type="button"
            className={document === 'test_document_verified' ? 'or-primary' : 'or-secondary'}
            disabled={busy || !verification}
            onClick={() => onDocument(document)}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <ErrorLine error={error ?? (unreadable ? t('documentUnreadableError') : null)} />
    </div>
  );
}
