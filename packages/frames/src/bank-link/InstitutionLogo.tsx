/** The marks we draw for the test institutions: a shape in the bank's colour, no third-party logo. */
const MARKS: Record<string, string> = {
  columns: 'M6 18h20M8 18v8M13 18v8M19 18v8M24 18v8M5 28h22M16 6l11 8H5z',
  key: 'M12 16a5 5 0 1 1 10 0a5 5 0 1 1 -10 0M17 21v7M17 25h4',
  lock: 'M10 15h12v11H10zM12 15v-3a4 4 0 0 1 8 0v3',
  cloud: 'M10 24h13a5 5 0 0 0 0-10a7 7 0 0 0-13 2a4 4 0 0 0 0 8z',
  card: 'M6 10h20v13H6zM6 14h20',
};

export function InstitutionLogo({ mark, color }: { mark: string; color: string }) {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" style={{ flex: 'none' }}>
      <rect width="32" height="32" rx="8" fill={color} />
      <path
        d={MARKS[mark] ?? MARKS.columns}
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
