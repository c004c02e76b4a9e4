#!/usr/bin/env node
// Draws the sample articles' cover images (abstract, in the product's palette)
// as 1200×630 JPEGs in web/public/img/blog with Debian's Chromium. Run once
// after changing the palettes: node scripts/blog-covers.mjs
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/firebase.mjs';

const palettes = [
  ['#5b3cc4', '#c2417d', '#f4f0fa'],
  ['#b86b3c', '#f2c38b', '#fff6ec'],
  ['#1f6f5c', '#7cc4a4', '#eef8f3'],
  ['#3a2a6b', '#e07a9a', '#fbeff4'],
  ['#2c5d8f', '#8fc1e3', '#eef5fb'],
  ['#8f2c4f', '#f0a868', '#fdf1ea'],
  ['#4b3cc4', '#4fc1c9', '#eefafb'],
  ['#6b4f2c', '#e3c18f', '#fbf5ec'],
  ['#2f7d3b', '#c9e265', '#f4faeb'],
  ['#4f2c8f', '#f3a5c8', '#f8effb'],
];

function svg([deep, bright, light], seed) {
  const rand = (n) => {
    const x = Math.sin(seed * 97.13 + n * 13.7) * 10000;
    return x - Math.floor(x);
  };
  const circles = Array.from({ length: 7 }, (_, i) => {
    const r = 80 + rand(i) * 260;
    return `<circle cx="${(rand(i + 10) * 1200).toFixed(0)}" cy="${(rand(i + 20) * 630).toFixed(0)}" r="${r.toFixed(0)}" fill="${i % 2 ? bright : light}" opacity="${(0.12 + rand(i + 30) * 0.25).toFixed(2)}"/>`;
  }).join('');
  const waves = Array.from({ length: 5 }, (_, i) => {
    const y = 180 + i * 70 + rand(i + 40) * 40;
    return `<path d="M-20 ${y} C 300 ${y - 120}, 700 ${y + 120}, 1220 ${y - 40}" stroke="${light}" stroke-width="${2 + i}" fill="none" opacity="0.35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${bright}"/></linearGradient>
<filter id="b"><feGaussianBlur stdDeviation="40"/></filter></defs>
<rect width="1200" height="630" fill="url(#g)"/><g filter="url(#b)">${circles}</g>${waves}</svg>`;
}

const out = join(ROOT, 'web/public/img/blog');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const [i, palette] of palettes.entries()) {
  await page.setContent(`<body style="margin:0">${svg(palette, i + 1)}</body>`);
  await page.screenshot({ path: join(out, `cover-${i + 1}.jpg`), type: 'jpeg', quality: 78 });
}
await browser.close();
console.log(`${palettes.length} covers in ${out}`);
