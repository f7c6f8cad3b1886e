import type { ReactNode } from 'react';
import type { Institution } from './bank-choices.js';
import { InstitutionLogo } from './InstitutionLogo.js';
import { input, row } from './panel-parts.js';
import type { BankLinkTexts } from './texts.js';

interface Props {
  t: (id: keyof BankLinkTexts) => string;
  title: ReactNode;
  banks: Institution[];
  query: string;
  onQuery: (query: string) => void;
  onPick: (bank: Institution) => void;
  /** The way to type the account in instead, when the session offers it. */
  manualButton: ReactNode;
}

/** The test institutions, searchable by name, each with its mark. */
export function BankList({ t, title, banks, query, onQuery, onPick, manualButton }: Props) {
  const shown = banks.filter((b) => b.name.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <>
      {title}
      <input
        type="search"
        style={input}
        aria-label={t('search')}
        placeholder={t('search')}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
      />
      {shown.map((b) => (
        <button key={b.id} type="button" style={row} onClick={() => onPick(b)}>
          <InstitutionLogo mark={b.logo.mark} color={b.logo.color} />
          {b.name}
        </button>
      ))}
      {shown.length === 0 ? <p role="status">{t('noResults')}</p> : null}
      {manualButton}
    </>
  );
}
