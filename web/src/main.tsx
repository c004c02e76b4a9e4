import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { hostMode } from './app/shell/host-mode';

const root = document.getElementById('root');
if (!root) throw new Error('Missing root element');

if (import.meta.env.DEV) {
  window.addEventListener('unhandledrejection', (event) => {
    console.error('Unhandled promise rejection:', event.reason);
  });
}

if (hostMode.mode === 'site') {
  // A salon's own host shows only its site, no product shell (second document, 4).
  void Promise.all([import('./site/boot'), import('@chairside/site/site.css')]).then(([site]) =>
    site.bootSite(root),
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
