/**
 * The frames ship Preact's React-compatible runtime (`preact/compat`) in place of React: they are
 * our own closed app inside our iframes, so no merchant code shares their React, and the code
 * keeps React's API (JSX, hooks, the same imports) while each frame's first load sheds about
 * 60 KB gzipped. Used by the frames build and by the frames' unit tests, so the tests run what
 * ships. The merchant's binding (@payframe/react) and the pages (checkout, onramp, dashboard)
 * stay on React.
 */
export const REACT_ON_PREACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
};
