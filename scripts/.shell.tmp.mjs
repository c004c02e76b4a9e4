import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const dist = 'web/dist';
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
function closure(key, seen = new Set()) { if (seen.has(key)) return seen; seen.add(key); for (const dep of manifest[key].imports ?? []) closure(dep, seen); return seen; }
const keys = process.argv[2] ? closure(Object.keys(manifest).find(k=>k.endsWith(process.argv[2])), new Set(closure(entryKey))) : closure(entryKey);
const base = process.argv[2] ? closure(entryKey) : new Set();
let t=0;
for (const k of keys) { if (base.has(k)) continue; const f = manifest[k].file; const g = gzipSync(readFileSync(`${dist}/${f}`),{level:9}).length; t+=g; console.log((g/1024).toFixed(1).padStart(7), k, f); }
console.log('total', (t/1024).toFixed(1));
