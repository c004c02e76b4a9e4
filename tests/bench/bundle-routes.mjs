// Every route's first-visit JavaScript, gzipped, from the Vite manifest of the
// last build: the app shell, the layouts the router puts around the page
// (signed-in pages load the workspace layout; pages with live salon data also
// the live-data layout, which starts Firestore's SDK loading after it), the page's own chunk, and
// their static imports. Shared by the bundle gate (`npm test`) and
// `npm run bench:bundle`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

export const ROOT = join(import.meta.dirname, '..', '..');
const WEB = join(ROOT, 'web');
const DIST = join(WEB, 'dist');

export function readManifest() {
  const path = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error('No web build found: run `npm run build` first.');
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The manifest key of a source file (`src/features/x/XPage.tsx`). */
const keyOf = (manifest, source) => Object.keys(manifest).find((k) => k === source) ?? null;

export function closure(manifest, key, seen = new Set()) {
  if (!key || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

const gzCache = new Map();
export function gzipOf(manifest, key) {
  if (!gzCache.has(key)) {
    const bytes = readFileSync(join(DIST, manifest[key].file));
    gzCache.set(key, { raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length });
  }
  return gzCache.get(key);
}

export function sizeOf(manifest, keys) {
  let raw = 0;
  let gz = 0;
  for (const key of keys) {
    const s = gzipOf(manifest, key);
    raw += s.raw;
    gz += s.gz;
  }
  return { raw, gz };
}

/**
 * The pages every feature registers (features/<area>/routes.ts), each with
 * the source file its `load` imports and how the router wraps it.
 */
export async function registeredPages() {
  const features = join(WEB, 'src', 'features');
  const pages = [];
  for (const area of readdirSync(features)) {
    const file = join(features, area, 'routes.ts');
    if (!existsSync(file)) continue;
    const mod = await import(pathToFileURL(file).href);
    for (const list of Object.values(mod)) {
      if (!Array.isArray(list)) continue;
      for (const p of list) {
        const target = /import\(["']\.\/([^"']+)["']\)/.exec(String(p.load))?.[1];
        if (!target) throw new Error(`${area}/routes.ts: cannot tell what "${p.words}" loads`);
        const source = [`${target}.tsx`, `${target}.ts`]
          .map((f) => `src/features/${area}/${f}`)
          .find((f) => existsSync(join(WEB, f)));
        pages.push({
          path: `/${p.words}`,
          source,
          kind: p.public ? 'public' : p.bare ? 'bare' : p.apiOnly ? 'signed-in' : 'live',
        });
      }
    }
  }
  return pages;
}

/** Each page's first visit (one row per page module; its paths listed together). */
export async function routeSizes() {
  const manifest = readManifest();
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  const signedIn = keyOf(manifest, 'src/app/workspace/SignedInLayout.tsx');
  const live = keyOf(manifest, 'src/app/workspace/LiveDataLayout.tsx');
  const shell = closure(manifest, entry);
  const byModule = new Map();
  for (const page of await registeredPages()) {
    const id = `${page.source}|${page.kind}`;
    if (byModule.has(id)) {
      byModule.get(id).paths.push(page.path);
      continue;
    }
    const keys = new Set(shell);
    if (page.kind === 'signed-in' || page.kind === 'live') closure(manifest, signedIn, keys);
    if (page.kind === 'live') closure(manifest, live, keys);
    const pageKey = keyOf(manifest, page.source);
    if (!pageKey) throw new Error(`${page.source} is not in the build's manifest`);
    closure(manifest, pageKey, keys);
    byModule.set(id, { ...page, paths: [page.path], keys, ...sizeOf(manifest, keys) });
  }
  const rows = [...byModule.values()];
  for (const name of ['site', 'blog', 'auth']) {
    const key = Object.keys(manifest).find(
      (k) => manifest[k].isEntry && k.endsWith(`${name}.html`),
    );
    if (!key) continue;
    const keys = closure(manifest, key);
    rows.push({
      paths: [`(${name}.html)`],
      source: `${name}.html`,
      // The sign-in page (/login, /signup): a document of its own, like a salon's site.
      kind: name === 'auth' ? 'sign-in' : 'salon site',
      keys,
      ...sizeOf(manifest, keys),
    });
    // Booking on the salon's host (/book): the site's bundle and the booking steps' chunk.
    const book = Object.keys(manifest).find((k) => k.endsWith('site/src/booking/BookingPage.tsx'));
    if (name === 'site' && book) {
      const bookKeys = closure(manifest, book, new Set(keys));
      rows.push({
        paths: ['(site.html /book)'],
        source: 'site.html#book',
        kind: 'salon booking',
        keys: bookKeys,
        ...sizeOf(manifest, bookKeys),
      });
    }
  }
  return { manifest, shellKeys: shell, shell: sizeOf(manifest, shell), rows };
}

/**
 * What a set of chunks holds, by package or source folder, in gzip bytes: each
 * chunk's gzipped size shared out by how much of its code each source
 * generated (read from its source map).
 */
export function contents(manifest, keys) {
  const by = new Map();
  for (const key of keys) {
    const file = join(DIST, manifest[key].file);
    const { gz } = gzipOf(manifest, key);
    const counts = new Map();
    try {
      const code = readFileSync(file, 'utf8').split('\n');
      const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
      let prev = null;
      map.eachMapping((m) => {
        if (prev) {
          const end =
            m.generatedLine === prev.generatedLine
              ? m.generatedColumn
              : (code[prev.generatedLine - 1]?.length ?? prev.generatedColumn);
          const name = prev.source ? groupOf(prev.source) : manifest[key].file;
          counts.set(name, (counts.get(name) ?? 0) + Math.max(0, end - prev.generatedColumn));
        }
        prev = m;
      });
    } catch {
      counts.set(manifest[key].file, 1);
    }
    const total = [...counts.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [n, c] of counts) by.set(n, (by.get(n) ?? 0) + (gz * c) / total);
  }
  return by;
}

function groupOf(source) {
  const inModules = source.split('node_modules/');
  if (inModules.length > 1) {
    const parts = inModules.at(-1).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return source
    .replace(/^(\.\.\/)+/, '')
    .split('/')
    .slice(0, 3)
    .join('/');
}

export const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
