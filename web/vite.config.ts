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
      for (const name of ['site', 'blog', 'site-blog', 'auth']) {
        const html = readFileSync(here(`./dist/${name}.html`), 'utf8');
        writeFileSync(here(`./dist-html/${name}.html`), leanSiteHead(html));
        rmSync(here(`./dist/${name}.html`));
      }
    },
  };
}

/**
 * A salon site's, a blog page's or the sign-in page's first paint should wait for nothing but its HTML: the
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
 * Each page's theme script (theme-before-paint.js), written once and inlined where
 * a page says `<!--theme-before-paint-->`: the page paints in the saved scheme.
 * The pages' policy allows it by its hash (functions/src/http/security-headers.ts).
 */
function themeBeforePaint(): Plugin {
  const script = () =>
    readFileSync(here('./theme-before-paint.js'), 'utf8')
      .replace(/^\s*(\/\/.*|\/\*.*\*\/)\n/gm, '')
      .trim();
  return {
    name: 'chairside-theme-before-paint',
    transformIndexHtml: (html) =>
      html.replace('<!--theme-before-paint-->', `<script>${script()}</script>`),
  };
}

/**
 * In `npm run dev`, /login and /signup are the sign-in page's own document (in
 * production the pages function renders it), except the links our e-mails
 * carry (a `mode` and an `oobCode`), which the app completes.
 */
function signInDocument(): Plugin {
  return {
    name: 'chairside-sign-in-document',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev');
        if (
          req.method === 'GET' &&
          /^\/(login|signup)\/?$/i.test(url.pathname) &&
          !url.searchParams.has('oobCode')
        )
          req.url = `/auth.html${url.search}`;
        next();
      });
    },
  };
}

/**
 * re2js, which the Firestore SDK imports only for Firestore pipelines
 * (src/lib/firebase-unused/re2js.ts).
 */
function leaveOutRe2js(): Plugin {
  const re2js = here('./src/lib/firebase-unused/re2js.ts');
  return {
    name: 'chairside-leave-out-re2js',
    enforce: 'pre',
    resolveId: (source) => (source === 're2js' ? re2js : null),
  };
}

export default defineConfig({
  plugins: [leaveOutRe2js(), react(), themeBeforePaint(), moveTemplates(), signInDocument()],
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
      input: {
        app: here('./index.html'),
        site: here('./site.html'),
        blog: here('./blog.html'),
        'site-blog': here('./site-blog.html'),
        auth: here('./auth.html'),
      },
      output: {
        advancedChunks: {
          groups: [
            {
              // React, which a salon's public site shares with the app.
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              // Firebase Auth, which the sign-in page shares with the app.
              name: 'firebase-auth',
              test: /node_modules[\\/](@firebase[\\/](app|auth|util|component|logger)|firebase[\\/](app|auth)|idb)[\\/]/,
              priority: 2,
            },
            {
              // What every page of the app loads besides (the router, Emotion,
              // MUI's styling engine, TanStack Query) in one chunk: split across a dozen small ones it cost more to
              // compress and more requests, for no page that loads less.
              // A salon's public site loads none of it. With them, the pieces of
              // MUI the app header's and the salon menu's drawers are made of
              // (every app page has one): left to themselves they split into
              // small chunks of their own that compress worse.
              name: 'framework',
              priority: 1,
              test: /node_modules[\\/](react-router|react-router-dom|@emotion[\\/][^\\/]+|stylis|@mui[\\/](system|utils|styled-engine|private-theming)|@tanstack[\\/](query-core|react-query)|react-transition-group|react-is|hoist-non-react-statics|clsx|@babel[\\/]runtime|use-sync-external-store|@mui[\\/]material[\\/](esm[\\/])?(Modal|Portal|Backdrop|Fade|Slide|Drawer|Unstable_TrapFocus|List|ListItemButton|ListItemText|Paper|Box|Stack|CircularProgress|utils))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
