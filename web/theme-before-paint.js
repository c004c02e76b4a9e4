// The saved theme (key 'theme': light, dark or system, shared by the app, the blog and the
// sign-in page) on <html> before the first paint. Inlined into each page by vite.config.ts.
/* global window, document, localStorage */
(function () {
  var mode = 'system';
  try {
    mode = localStorage.getItem('theme') || 'system';
  } catch {
    // Storage off: the device's scheme.
  }
  var dark =
    mode === 'dark' ||
    (mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.add(dark ? 'dark' : 'light');
})();
