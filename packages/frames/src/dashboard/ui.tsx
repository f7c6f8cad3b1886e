import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { Translate } from './messages.js';
import { statusLabel } from './messages.js';

export const Texts = createContext<{ t: Translate; lang: string }>({ t: (id) => id, lang: 'en' });
export const useTexts = () => useContext(Texts);

const TONES: Record<string, string> = {
  succeeded: 'good',
  refunded: 'neutral',
  canceled: 'neutral',
  failed: 'bad',
  requires_action: 'warn',
  requires_capture: 'warn',
  processing: 'info',
  pending: 'info',
  enabled: 'good',
  disabled: 'neutral',
};

/** A status as a coloured badge, labelled in the operator's language. */
export function Badge({ status }: { status: string }) {
  const { t } = useTexts();
  const tone =
    TONES[status] ?? (/^2\d\d$/.test(status) ? 'good' : /^[45]\d\d$/.test(status) ? 'bad' : 'neutral');
  return <span className={`badge badge-${tone}`}>{statusLabel(t, status)}</span>;
}

export interface Column<R> {
  title: string;
  cell(row: R): ReactNode;
  className?: string;
}

const NEXT = new Set(['ArrowDown', 'j']);
const PREVIOUS = new Set(['ArrowUp', 'k']);

/** Whether a key press belongs to a field the operator is typing in. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));

/**
 * A table whose rows open with a click or, when focused (Tab, j/k or the arrow keys between
 * rows), with Enter: the keyboard reaches every row as the mouse does. j or k with nothing
 * focused goes to the first row of the page's first list.
 */
export function DataTable<R>({
  columns,
  rows,
  rowKey,
  onOpen,
  label,
}: {
  columns: Column<R>[];
  rows: R[];
  rowKey(row: R): string;
  onOpen?(row: R): void;
  label: string;
}) {
  const { t } = useTexts();
  const table = useRef<HTMLTableElement>(null);
  const openable = onOpen !== undefined;
  useEffect(() => {
    if (!openable) return;
    const start = (event: KeyboardEvent) => {
      if (!NEXT.has(event.key) && !PREVIOUS.has(event.key)) return;
      if (event.metaKey || event.ctrlKey || event.altKey || typing(event.target)) return;
      if (document.activeElement && document.activeElement !== document.body) return;
      // Only the page's first list answers: two tables must not both take the focus.
      if (document.querySelector('table[data-keyboard]') !== table.current) return;
      const first = table.current?.querySelector<HTMLElement>('tbody tr');
      if (!first) return;
      event.preventDefault();
      first.focus();
    };
    document.addEventListener('keydown', start);
    return () => document.removeEventListener('keydown', start);
  }, [openable]);
  if (rows.length === 0) return <p className="empty">{t('none')}</p>;
  const move = (event: React.KeyboardEvent<HTMLTableRowElement>, row: R) => {
    if (event.key === 'Enter' && onOpen) onOpen(row);
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    const sibling = NEXT.has(event.key)
      ? event.currentTarget.nextElementSibling
      : PREVIOUS.has(event.key)
        ? event.currentTarget.previousElementSibling
        : null;
    if (sibling instanceof HTMLElement) {
      event.preventDefault();
      sibling.focus();
    }
  };
  return (
    <div className="table-wrap">
      <table aria-label={label} ref={table} data-keyboard={openable ? '' : undefined}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.title} className={column.className}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              tabIndex={onOpen ? 0 : undefined}
              className={onOpen ? 'openable' : undefined}
              onClick={onOpen ? () => onOpen(row) : undefined}
              onKeyDown={(event) => move(event, row)}
            >
              {columns.map((column) => (
                <td key={column.title} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Loads what a page shows, again whenever `key` changes (the filters, the mode); `reload`
 * fetches it again after an action. An answer that arrives after the key moved on is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, key: string) {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key and the version say when to load
  useEffect(() => {
    let current = true;
    latest.current().then(
      (value) => {
        if (!current) return;
        setData(value);
        setError(undefined);
      },
      (e: Error) => current && setError(e.message),
    );
    return () => {
      current = false;
    };
  }, [key, version]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { data, error, reload };
}

export function Notice({ error, info }: { error?: string | undefined; info?: string | undefined }) {
  if (error)
    return (
      <p className="notice notice-error" role="alert">
        {error}
      </p>
    );
  if (info)
    return (
      <p className="notice notice-info" role="status">
        {info}
      </p>
    );
  return null;
}

export function Loading() {
  return <p className="empty">{useTexts().t('loading')}</p>;
}

const RANGES = [
  [7, 'lastDays7'],
  [30, 'lastDays30'],
  [90, 'lastDays90'],
] as const;

/** The pages' choice of how many days back to count: the last 7, 30 or 90. */
export function DaysSelect({
  label,
  days,
  onChange,
}: {
  label: string;
  days: number;
  onChange: (days: number) => void;
}) {
  const { t } = useTexts();
  return (
    <select aria-label={label} value={days} onChange={(event) => onChange(Number(event.target.value))}>
      {RANGES.map(([value, id]) => (
        <option key={value} value={value}>
          {t(id)}
        </option>
      ))}
    </select>
  );
}
