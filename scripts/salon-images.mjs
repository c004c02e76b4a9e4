#!/usr/bin/env node
// Draws the product's own salon pictures (flat illustrations, ours to ship:
// no licence to track) into web/public/img/salon with Debian's Chromium: the
// salon interior for a hero, gallery scenes, team portraits and product shots.
// The demo salon uses them, and the editor offers them when no photo service
// is set up. core/src/salon-images.ts lists them with their descriptions.
// Run after changing a drawing: node scripts/salon-images.mjs
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/firebase.mjs';

const WARM = { wall: '#efe4da', wall2: '#e2d1c3', floor: '#b88f72', floor2: '#a07a5f' };

const svg = (w, h, body, bg = WARM.wall) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${WARM.wall2}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${WARM.floor}"/><stop offset="1" stop-color="${WARM.floor2}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8fbfc"/><stop offset="0.55" stop-color="#d9e4e8"/><stop offset="1" stop-color="#c3d2d8"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0" r="1"><stop offset="0" stop-color="#fff7e0" stop-opacity="0.9"/><stop offset="1" stop-color="#fff7e0" stop-opacity="0"/></radialGradient>
<filter id="soft"><feGaussianBlur stdDeviation="6"/></filter>
</defs>
<rect width="${w}" height="${h}" fill="url(#wall)"/>${body}</svg>`;

// ---- pieces ---------------------------------------------------------------

const floor = (w, h, y) =>
  `<rect x="0" y="${y}" width="${w}" height="${h - y}" fill="url(#floor)"/>` +
  Array.from(
    { length: 12 },
    (_, i) =>
      `<line x1="${(i * w) / 11}" y1="${y}" x2="${(i * w) / 11 - 120 + i * 22}" y2="${h}" stroke="#8e6a52" stroke-opacity="0.25" stroke-width="2"/>`,
  ).join('');

const lamp = (x, y, len, color = '#2b2b2b') =>
  `<line x1="${x}" y1="0" x2="${x}" y2="${y}" stroke="#3a3a3a" stroke-width="2"/>
<path d="M ${x - 38} ${y + 34} Q ${x} ${y - 10} ${x + 38} ${y + 34} Z" fill="${color}"/>
<ellipse cx="${x}" cy="${y + 160}" rx="${len}" ry="${len * 0.9}" fill="url(#glow)" opacity="0.55"/>
<circle cx="${x}" cy="${y + 36}" r="9" fill="#ffe9a8"/>`;

const mirror = (x, y, w, h, frame = '#c9a46b') =>
  `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" rx="${w / 2 + 10}" fill="${frame}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="url(#glass)"/>
<path d="M ${x + w * 0.2} ${y + h * 0.25} L ${x + w * 0.45} ${y + h * 0.12}" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.7"/>
<path d="M ${x + w * 0.22} ${y + h * 0.36} L ${x + w * 0.55} ${y + h * 0.18}" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.5"/>`;

const chair = (x, y, s = 1, seat = '#2f3a4a') =>
  `<g transform="translate(${x} ${y}) scale(${s})">
<ellipse cx="0" cy="232" rx="92" ry="14" fill="#000" opacity="0.18"/>
<rect x="-10" y="150" width="20" height="74" fill="#9aa3ab"/>
<ellipse cx="0" cy="226" rx="70" ry="10" fill="#7d868e"/>
<rect x="-78" y="-40" width="156" height="150" rx="44" fill="${seat}"/>
<rect x="-88" y="90" width="176" height="64" rx="26" fill="${seat}"/>
<rect x="-110" y="60" width="36" height="70" rx="14" fill="${seat}" opacity="0.92"/>
<rect x="74" y="60" width="36" height="70" rx="14" fill="${seat}" opacity="0.92"/>
<rect x="-60" y="-22" width="120" height="70" rx="30" fill="#fff" opacity="0.07"/>
</g>`;

const plant = (x, y, s = 1, pot = '#d8c3ae') =>
  `<g transform="translate(${x} ${y}) scale(${s})">
${[-60, -30, 0, 30, 60, -45, 45]
  .map(
    (a, i) =>
      `<path d="M 0 0 Q ${a * 1.4} ${-90 - i * 8} ${a * 2.2} ${-170 - (i % 3) * 30}" stroke="#4f7a52" stroke-width="5" fill="none"/>
<ellipse cx="${a * 2.2}" cy="${-170 - (i % 3) * 30}" rx="20" ry="44" transform="rotate(${a} ${a * 2.2} ${-170 - (i % 3) * 30})" fill="${i % 2 ? '#5d8f5f' : '#6fa56d'}"/>`,
  )
  .join('')}
<path d="M -52 0 L 52 0 L 40 96 L -40 96 Z" fill="${pot}"/>
<rect x="-56" y="-8" width="112" height="16" rx="6" fill="${pot}"/>
</g>`;

const bottle = (x, y, w, h, color, cap = '#2b2b2b', label = '#fbf7f2') =>
  `<g transform="translate(${x} ${y})">
<rect x="${w * 0.32}" y="${-h * 0.16}" width="${w * 0.36}" height="${h * 0.18}" rx="4" fill="${cap}"/>
<rect x="0" y="0" width="${w}" height="${h}" rx="${w * 0.22}" fill="${color}"/>
<rect x="${w * 0.14}" y="${h * 0.34}" width="${w * 0.72}" height="${h * 0.34}" rx="4" fill="${label}" opacity="0.92"/>
<rect x="${w * 0.24}" y="${h * 0.42}" width="${w * 0.52}" height="${h * 0.05}" fill="${color}" opacity="0.8"/>
<rect x="${w * 0.24}" y="${h * 0.52}" width="${w * 0.36}" height="${h * 0.035}" fill="${color}" opacity="0.5"/>
<rect x="${w * 0.1}" y="${h * 0.06}" width="${w * 0.12}" height="${h * 0.8}" rx="${w * 0.06}" fill="#fff" opacity="0.18"/>
</g>`;

const jar = (x, y, w, h, color, lid = '#2b2b2b') =>
  `<g transform="translate(${x} ${y})">
<rect x="-4" y="${-h * 0.26}" width="${w + 8}" height="${h * 0.3}" rx="8" fill="${lid}"/>
<rect x="0" y="0" width="${w}" height="${h}" rx="14" fill="${color}"/>
<rect x="${w * 0.15}" y="${h * 0.3}" width="${w * 0.7}" height="${h * 0.36}" rx="4" fill="#fbf7f2" opacity="0.92"/>
<rect x="${w * 0.25}" y="${h * 0.42}" width="${w * 0.5}" height="${h * 0.07}" fill="${color}" opacity="0.8"/>
</g>`;

const dropper = (x, y, w, h, color) =>
  `<g transform="translate(${x} ${y})">
<rect x="${w * 0.36}" y="${-h * 0.5}" width="${w * 0.28}" height="${h * 0.3}" rx="${w * 0.14}" fill="#2b2b2b"/>
<rect x="${w * 0.3}" y="${-h * 0.22}" width="${w * 0.4}" height="${h * 0.24}" rx="4" fill="#c9a46b"/>
<rect x="0" y="0" width="${w}" height="${h}" rx="${w * 0.3}" fill="${color}" opacity="0.9"/>
<rect x="${w * 0.15}" y="${h * 0.35}" width="${w * 0.7}" height="${h * 0.3}" rx="4" fill="#fbf7f2" opacity="0.9"/>
<rect x="${w * 0.12}" y="${h * 0.08}" width="${w * 0.12}" height="${h * 0.75}" rx="${w * 0.06}" fill="#fff" opacity="0.25"/>
</g>`;

const can = (x, y, w, h, color) =>
  `<g transform="translate(${x} ${y})">
<rect x="${w * 0.2}" y="${-h * 0.22}" width="${w * 0.6}" height="${h * 0.24}" rx="10" fill="#e9e9e9"/>
<rect x="${w * 0.42}" y="${-h * 0.3}" width="${w * 0.16}" height="${h * 0.1}" rx="3" fill="#2b2b2b"/>
<rect x="0" y="0" width="${w}" height="${h}" rx="16" fill="${color}"/>
<rect x="0" y="${h * 0.3}" width="${w}" height="${h * 0.3}" fill="#fbf7f2" opacity="0.9"/>
<rect x="${w * 0.2}" y="${h * 0.4}" width="${w * 0.6}" height="${h * 0.06}" fill="${color}"/>
<rect x="${w * 0.1}" y="${h * 0.05}" width="${w * 0.1}" height="${h * 0.9}" rx="5" fill="#fff" opacity="0.2"/>
</g>`;

const scissors = (x, y, s, rot, color = '#b9c2c9') =>
  `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">
<path d="M 0 -6 L 230 -26 L 236 -16 L 8 8 Z" fill="${color}"/>
<path d="M 0 6 L 230 26 L 236 16 L 8 -8 Z" fill="#a8b2ba"/>
<circle cx="0" cy="0" r="8" fill="#5b636a"/>
<ellipse cx="-62" cy="-30" rx="40" ry="26" fill="none" stroke="#2b2b2b" stroke-width="12"/>
<ellipse cx="-62" cy="30" rx="40" ry="26" fill="none" stroke="#2b2b2b" stroke-width="12"/>
<path d="M -24 -18 L 0 -6 M -24 18 L 0 6" stroke="#2b2b2b" stroke-width="12"/>
</g>`;

const comb = (x, y, s, rot, color = '#2b2b2b') =>
  `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">
<rect x="0" y="0" width="300" height="26" rx="6" fill="${color}"/>
${Array.from({ length: 34 }, (_, i) => `<rect x="${8 + i * 8.4}" y="22" width="4" height="${i < 14 ? 46 : 38}" rx="2" fill="${color}"/>`).join('')}
</g>`;

const brush = (x, y, s, rot, color = '#7a4f35') =>
  `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">
<rect x="120" y="-14" width="200" height="28" rx="14" fill="${color}"/>
<ellipse cx="70" cy="0" rx="80" ry="52" fill="${color}"/>
<ellipse cx="70" cy="0" rx="66" ry="40" fill="#2b2b2b"/>
${Array.from({ length: 30 }, (_, i) => `<circle cx="${20 + (i % 6) * 20}" cy="${-28 + Math.floor(i / 6) * 14}" r="3.2" fill="#e5e0da"/>`).join('')}
</g>`;

const bowl = (x, y, r, color, fill) =>
  `<g transform="translate(${x} ${y})">
<ellipse cx="0" cy="${r * 0.55}" rx="${r * 1.05}" ry="${r * 0.25}" fill="#000" opacity="0.12"/>
<path d="M ${-r} 0 Q ${-r} ${r * 0.7} 0 ${r * 0.7} Q ${r} ${r * 0.7} ${r} 0 Z" fill="${color}"/>
<ellipse cx="0" cy="0" rx="${r}" ry="${r * 0.32}" fill="${color}"/>
<ellipse cx="0" cy="2" rx="${r * 0.86}" ry="${r * 0.24}" fill="${fill}"/>
<path d="M ${-r * 0.4} ${-r * 0.02} Q 0 ${-r * 0.2} ${r * 0.5} ${r * 0.04}" stroke="#fff" stroke-opacity="0.35" stroke-width="4" fill="none"/>
</g>`;

const tintBrush = (x, y, rot, color) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})">
<rect x="0" y="-5" width="210" height="10" rx="5" fill="#2b2b2b"/>
<rect x="-46" y="-12" width="52" height="24" rx="3" fill="${color}"/>
<rect x="-50" y="-12" width="8" height="24" fill="#e9e1d6"/>
</g>`;

const swatches = (x, y, colors) =>
  colors
    .map(
      (c, i) =>
        `<path d="M ${x + i * 34} ${y} q 8 90 -6 180 q 18 4 26 0 q -10 -90 4 -180 Z" fill="${c}" transform="rotate(${-12 + i * 5} ${x + i * 34} ${y})"/>`,
    )
    .join('');

const person = (bg, skin, hair, top, style) => {
  const hairBack = {
    long: `<path d="M 170 250 Q 150 110 300 100 Q 450 110 430 250 L 450 470 Q 300 520 150 470 Z" fill="${hair}"/>`,
    bob: `<path d="M 180 270 Q 160 110 300 104 Q 440 110 420 270 L 430 350 Q 300 380 170 350 Z" fill="${hair}"/>`,
    short: '',
    curls: Array.from(
      { length: 16 },
      (_, i) =>
        `<circle cx="${300 + Math.cos((i / 16) * Math.PI * 2) * 125}" cy="${230 + Math.sin((i / 16) * Math.PI * 2) * 120}" r="52" fill="${hair}"/>`,
    ).join(''),
    bun: `<circle cx="300" cy="96" r="56" fill="${hair}"/>`,
  }[style];
  const hairFront = {
    long: `<path d="M 196 230 Q 220 130 300 128 Q 390 130 404 240 Q 350 170 250 190 Q 220 200 196 230 Z" fill="${hair}"/>`,
    bob: `<path d="M 192 250 Q 200 136 300 130 Q 400 136 408 250 Q 380 180 300 176 Q 236 178 192 250 Z" fill="${hair}"/>`,
    short: `<path d="M 198 232 Q 196 120 300 118 Q 408 122 402 226 Q 390 168 330 162 Q 262 160 226 186 Q 206 200 198 232 Z" fill="${hair}"/>`,
    curls: `<path d="M 200 230 Q 210 150 300 146 Q 392 150 400 230 Q 360 186 300 184 Q 240 186 200 230 Z" fill="${hair}"/>`,
    bun: `<path d="M 198 240 Q 200 136 300 132 Q 400 136 402 240 Q 372 180 300 176 Q 228 180 198 240 Z" fill="${hair}"/>`,
  }[style];
  return `<rect width="600" height="600" fill="${bg}"/>
<circle cx="480" cy="120" r="160" fill="#fff" opacity="0.16"/>
${hairBack}
<path d="M 120 600 Q 130 440 300 420 Q 470 440 480 600 Z" fill="${top}"/>
<path d="M 262 380 L 338 380 L 344 440 Q 300 470 256 440 Z" fill="${skin}"/>
<ellipse cx="300" cy="270" rx="100" ry="122" fill="${skin}"/>
<ellipse cx="198" cy="280" rx="16" ry="26" fill="${skin}"/>
<ellipse cx="402" cy="280" rx="16" ry="26" fill="${skin}"/>
${hairFront}
<path d="M 258 262 q 14 -10 28 0 M 314 262 q 14 -10 28 0" stroke="#2b2b2b" stroke-width="6" stroke-linecap="round" fill="none"/>
<path d="M 272 326 Q 300 346 328 326" stroke="#8a3f3f" stroke-width="6" stroke-linecap="round" fill="none"/>
<ellipse cx="246" cy="304" rx="18" ry="10" fill="#e88f8f" opacity="0.35"/>
<ellipse cx="354" cy="304" rx="18" ry="10" fill="#e88f8f" opacity="0.35"/>`;
};

// Drawn small and centred: a shop card crops a square picture to a wide one.
const product = (bg, item) =>
  `<rect width="800" height="800" fill="${bg}"/>
<rect x="0" y="540" width="800" height="260" fill="#fff" opacity="0.28"/>
<ellipse cx="400" cy="556" rx="190" ry="28" fill="#000" opacity="0.1"/>
<g transform="translate(400 400) scale(0.62) translate(-400 -440)">${item}</g>`;

// ---- the pictures ---------------------------------------------------------

/** A picture of a size from its drawing: [width, height, draw] (the drawing's body, and a wall colour). */
const scene = (w, h, draw) => [w, h, () => svg(w, h, ...draw())];

/** Square pictures from their drawings: name -> [size, size, draw]. */
const square = (size, drawings) =>
  Object.fromEntries(
    Object.entries(drawings).map(([name, body]) => [
      name,
      [
        size,
        size,
        () =>
          `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`,
      ],
    ]),
  );

const PICTURES = {
  'salon-interior': scene(1600, 900, () => [
    `${floor(1600, 900, 640)}
<rect x="0" y="560" width="1600" height="80" fill="#d9c6b5"/>
${lamp(330, 90, 220)}${lamp(800, 70, 240, '#c9a46b')}${lamp(1270, 90, 220)}
${mirror(220, 170, 220, 380)}${mirror(690, 150, 220, 400)}${mirror(1160, 170, 220, 380)}
<rect x="180" y="520" width="300" height="18" rx="4" fill="#8e6a52"/>
<rect x="650" y="520" width="300" height="18" rx="4" fill="#8e6a52"/>
<rect x="1120" y="520" width="300" height="18" rx="4" fill="#8e6a52"/>
${bottle(210, 456, 32, 64, '#5b3cc4')}${bottle(250, 470, 28, 50, '#c2417d')}${jar(420, 494, 40, 26, '#1f6f5c')}
${bottle(1140, 456, 32, 64, '#1f6f5c')}${dropper(1186, 480, 24, 40, '#c2417d')}
${chair(330, 600, 0.95)}${chair(800, 600, 0.95, '#3a2a6b')}${chair(1270, 600, 0.95)}
${plant(90, 640, 1.1)}${plant(1530, 640, 1)}`,
  ]),
  'styling-station': scene(1200, 900, () => [
    `${floor(1200, 900, 660)}
${lamp(600, 40, 260, '#c9a46b')}
${mirror(430, 120, 340, 500)}
<rect x="300" y="580" width="600" height="26" rx="6" fill="#8e6a52"/>
<rect x="320" y="606" width="560" height="60" fill="#a07a5f"/>
${bottle(340, 500, 40, 80, '#5b3cc4')}${bottle(392, 516, 34, 64, '#c2417d')}${can(790, 500, 44, 80, '#2c5d8f')}
${brush(500, 566, 0.5, -4)}${comb(640, 552, 0.55, 3)}
${chair(600, 650, 1.05, '#3a2a6b')}
${plant(1080, 660, 1.2)}`,
  ]),
  'colour-bar': scene(1200, 900, () => [
    `<rect x="0" y="0" width="1200" height="900" fill="#f6efe8"/>
<rect x="0" y="520" width="1200" height="380" fill="#e7dcd1"/>
${swatches(120, 120, ['#2b1d14', '#4a2f20', '#6b4226', '#8d5a33', '#b07a45', '#d4a463', '#e8c88e', '#f3e1b8', '#a8322e', '#7a2a4a'])}
${bowl(520, 600, 150, '#2b2b2b', '#8d4a2b')}${bowl(860, 640, 120, '#fbf7f2', '#b07a45')}${bowl(700, 760, 95, '#c2417d', '#e8c88e')}
${tintBrush(380, 700, -28, '#2b2b2b')}${tintBrush(930, 500, 18, '#c2417d')}
${can(1000, 300, 90, 180, '#3a2a6b')}${dropper(170, 560, 70, 120, '#c9a46b')}`,
    '#f6efe8',
  ]),
  'tools-of-the-trade': [
    1200,
    900,
    () =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
<rect width="1200" height="900" fill="#e9e1d6"/>
${Array.from({ length: 9 }, (_, i) => `<rect x="0" y="${i * 100}" width="1200" height="2" fill="#d6cabb"/>`).join('')}
${scissors(420, 300, 1.3, -18)}${comb(620, 520, 1.4, 14)}${brush(160, 720, 1.05, -8)}
<circle cx="980" cy="220" r="90" fill="#fbf7f2"/><circle cx="980" cy="220" r="64" fill="#c9a46b" opacity="0.5"/>
${Array.from({ length: 6 }, (_, i) => `<rect x="${880 + i * 40}" y="${640 + (i % 2) * 10}" width="14" height="120" rx="7" fill="${['#2b2b2b', '#c2417d', '#5b3cc4'][i % 3]}" transform="rotate(${-20 + i * 6} ${887 + i * 40} 700)"/>`).join('')}
</svg>`,
  ],
  'wash-lounge': scene(1200, 900, () => [
    `${floor(1200, 900, 640)}
<rect x="0" y="300" width="1200" height="340" fill="#d9c6b5"/>
${Array.from({ length: 10 }, (_, i) => `<rect x="${i * 120 + 10}" y="300" width="100" height="340" fill="#e6d6c8"/>`).join('')}
${lamp(300, 60, 200)}${lamp(900, 60, 200)}
${[300, 900]
  .map(
    (x) => `<g transform="translate(${x} 0)">
<ellipse cx="0" cy="520" rx="140" ry="40" fill="#fbf7f2"/><path d="M -140 520 Q -130 600 0 610 Q 130 600 140 520 Z" fill="#f1ece6"/>
<rect x="-30" y="600" width="60" height="80" fill="#cfc7bd"/>
<path d="M -40 470 q 40 -70 90 -40" stroke="#9aa3ab" stroke-width="10" fill="none" stroke-linecap="round"/>
<rect x="-190" y="560" width="380" height="110" rx="40" fill="#2f3a4a"/>
<rect x="-160" y="640" width="320" height="120" rx="30" fill="#2f3a4a"/>
<rect x="-170" y="750" width="16" height="60" fill="#9aa3ab"/><rect x="154" y="750" width="16" height="60" fill="#9aa3ab"/>
</g>`,
  )
  .join('')}
${plant(600, 660, 1.2)}
<rect x="520" y="200" width="160" height="60" rx="8" fill="#fbf7f2"/>
${Array.from({ length: 4 }, (_, i) => `<rect x="${536 + i * 36}" y="214" width="28" height="32" rx="4" fill="${['#c9a46b', '#e9e1d6', '#d4a463', '#fff'][i]}"/>`).join('')}`,
  ]),
  reception: scene(1200, 900, () => [
    `${floor(1200, 900, 680)}
<circle cx="600" cy="230" r="120" fill="#c9a46b" opacity="0.25"/>
<text x="600" y="250" text-anchor="middle" font-family="Georgia, serif" font-size="54" fill="#6b4f2c" letter-spacing="6">SALON</text>
${lamp(400, 40, 200)}${lamp(800, 40, 200)}
<rect x="260" y="470" width="680" height="220" rx="24" fill="#8e6a52"/>
<rect x="240" y="450" width="720" height="34" rx="10" fill="#6b4f2c"/>
${Array.from({ length: 9 }, (_, i) => `<rect x="${290 + i * 72}" y="500" width="8" height="170" fill="#7a5a44"/>`).join('')}
<rect x="700" y="388" width="150" height="62" rx="8" fill="#2b2b2b"/><rect x="760" y="450" width="30" height="8" fill="#2b2b2b"/>
<path d="M 360 450 L 350 380 Q 380 370 410 380 L 400 450 Z" fill="#fbf7f2"/>
${[-30, -10, 10, 30].map((a, i) => `<path d="M 380 380 Q ${380 + a} 320 ${380 + a * 2} ${290 + (i % 2) * 20}" stroke="#4f7a52" stroke-width="4" fill="none"/><circle cx="${380 + a * 2}" cy="${290 + (i % 2) * 20}" r="20" fill="${['#e88fa6', '#f3c1cf', '#c2417d', '#f0a868'][i]}"/>`).join('')}
${plant(110, 680, 1.3)}${plant(1090, 680, 1.2)}`,
  ]),
  ...square(600, {
    'team-1': person('#d9cdf2', '#f1c9a5', '#3b2417', '#5b3cc4', 'long'),
    'team-2': person('#cfe7dc', '#8d5a3b', '#1d1412', '#1f6f5c', 'curls'),
    'team-3': person('#f6d8c4', '#e8b894', '#6b4226', '#2f3a4a', 'short'),
    'team-4': person('#f3d3df', '#c68b63', '#b0482e', '#c2417d', 'bob'),
    'team-5': person('#d6e6f3', '#f5d6bd', '#d4a463', '#2c5d8f', 'bun'),
  }),
  ...square(800, {
    'product-shampoo': product('#e9e2f7', bottle(310, 230, 180, 420, '#5b3cc4')),
    'product-conditioner': product('#f7e3ec', bottle(310, 230, 180, 420, '#c2417d', '#fbf7f2')),
    'product-styling-cream': product('#e2f1ea', jar(260, 430, 280, 220, '#1f6f5c')),
    'product-hair-oil': product('#f7ecdc', dropper(320, 360, 160, 290, '#c9a46b')),
    'product-hairspray': product('#e1ebf5', can(320, 240, 160, 410, '#2c5d8f')),
    'product-brush': product('#efe4da', brush(150, 420, 1.5, -20)),
  }),
};

const out = join(ROOT, 'web/public/img/salon');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
let bytes = 0;
for (const [name, [width, height, draw]] of Object.entries(PICTURES)) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<body style="margin:0">${draw()}</body>`);
  const path = join(out, `${name}.jpg`);
  await page.screenshot({ path, type: 'jpeg', quality: 80 });
  bytes += statSync(path).size;
}
await browser.close();
console.log(`${Object.keys(PICTURES).length} pictures, ${(bytes / 1024).toFixed(0)} kB, in ${out}`);
