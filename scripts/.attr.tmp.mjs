import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const smc = new SourceMapConsumer(map);
const lines = code.split('\n');
const bytes = {};
let lastSrc = null;
for (let li = 0; li < lines.length; li++) {
  const line = lines[li];
  let prevCol = 0; let prevSrc = null;
  const maps = [];
  smc.eachMapping((m) => { if (m.generatedLine === li + 1) maps.push(m); });
  maps.sort((a,b)=>a.generatedColumn-b.generatedColumn);
  for (const m of maps) {
    const src = prevSrc ?? 'unmapped';
    bytes[src] = (bytes[src] ?? 0) + (m.generatedColumn - prevCol);
    prevCol = m.generatedColumn; prevSrc = m.source;
  }
  bytes[prevSrc ?? 'unmapped'] = (bytes[prevSrc ?? 'unmapped'] ?? 0) + (line.length - prevCol);
}
const group = process.env.FINE ? (s) => s.replace(/^.*node_modules\//,"") : (s) => { const i = s.lastIndexOf('node_modules/'); if (i < 0) return s.replace(/^.*\/src\//,'src/').split('/').slice(0,3).join('/'); const rest = s.slice(i+13).split('/'); return rest[0].startsWith('@') ? rest.slice(0,2).join('/') + '/' + (rest[2]??'') : rest[0]; };
const g = {};
for (const [s, n] of Object.entries(bytes)) g[group(s)] = (g[group(s)] ?? 0) + n;
const total = code.length;
for (const [s, n] of Object.entries(g).sort((a,b)=>b[1]-a[1]).slice(0, 30)) console.log((n/1024).toFixed(1).padStart(7), s);
console.log('total raw', (total/1024).toFixed(1));
