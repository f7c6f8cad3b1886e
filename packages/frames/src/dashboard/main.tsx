import { createRoot } from 'react-dom/client';
import './dashboard.css';
import { App } from './App.js';
import { dashboardTexts } from './messages.js';
import { Texts } from './ui.js';

const texts = dashboardTexts(navigator.languages ?? []);
document.documentElement.lang = texts.lang;
document.title = texts.t('title');
createRoot(document.getElementById('root')!).render(
  <Texts.Provider value={texts}>
    <App />
  </Texts.Provider>,
);
