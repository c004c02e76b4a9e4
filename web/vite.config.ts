import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The two HTML documents (the app, a salon site) are templates that the
 * `pages` function fills in: they move out of dist/ so Hosting never serves
 * them as they are, and every page request reaches the function.
 */
function moveTemplates(): Plugin {
  return {
    name: 'chairside-move-templates',
    apply: 'build',
    closeBundle() {
      mkdirSync(here('./dist-html'), { recursive: true });
      renameSync(here('./dist/index.html'), here('./dist-html/app.html'));
      for (const name of ['site', 'blog']) {
        const html = readFileSync(here(`./dist/${name}.html`), 'utf8');
        writeFileSync(here(`./dist-html/${name}.html`), leanSiteHead(html));
        rmSync(here(`./dist/${name}.html`));
      }
    },
  };
}

/**
 * A salon site's or a blog page's first paint should wait for nothing but its HTML: the
 * small stylesheet goes inline, and the module preloads go (the page is
 * already rendered; hydration can load its imports after the first paint).
 */
function leanSiteHead(html: string): string {
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_, href: string) => {
      const css = readFileSync(here(`./dist${href}`), 'utf8');
      return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    });
}

/**
 * Firebase SDKs the browser never uses, which reactfire's entry imports
 * anyway (see src/lib/firebase-unused/sdk.ts), and re2js, which only
 * Firestore pipelines use (src/lib/firebase-unused/re2js.ts).
 */
const UNUSED_FIREBASE_SDKS = ['database', 'remote-config', 'storage', 'functions'];

function leaveOutUnusedSdks(): Plugin {
  const sdk = here('./src/lib/firebase-unused/sdk.ts');
  const re2js = here('./src/lib/firebase-unused/re2js.ts');
  return {
    name: 'chairside-leave-out-unused-sdks',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 're2js') return re2js;
      const sdkName = source.startsWith('firebase/') ? source.slice('firebase/'.length) : null;
      if (sdkName && UNUSED_FIREBASE_SDKS.includes(sdkName) && importer?.includes('/reactfire/')) {
        return sdk;
      }
      return null;
    },
  };
}

export default defineConfig({
  plugins: [leaveOutUnusedSdks(), react(), moveTemplates()],
  server: {
    port: 5173,
    strictPort: true,
    // In `npm run dev` the API runs in the functions emulator behind Hosting.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by tests/bench/bundle-size.mjs to price each route's JavaScript.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      input: { app: here('./index.html'), site: here('./site.html'), blog: here('./blog.html') },
    },
  },
});
