// The built-in image maker: an abstract picture in the salon's colours (a
// soft gradient with light shapes, placed by a seed), written as a real PNG
// with node's zlib. What `generate-salon-image` answers with no image model.
import { deflateSync } from 'node:zlib';
import { hexToRgb } from '@chairside/core/contrast';
import { seeded } from '@chairside/core/ai/writer';

export const IMAGE_STYLES = ['gradient', 'bubbles', 'waves'] as const;
export type ImageStyle = (typeof IMAGE_STYLES)[number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** RGB rows (each led by filter byte 0) as a PNG file. */
function encodePng(width: number, height: number, rgb: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rgb, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t;

/** An abstract picture in `colors` (three #rrggbb), 1200×630 unless asked otherwise. */
export function abstractImage(
  colors: { from: string; to: string; light: string },
  style: ImageStyle,
  seed: number,
  width = 1200,
  height = 630,
): Buffer {
  const rng = seeded(`image|${style}|${seed}|${colors.from}|${colors.to}`);
  const [a, b, l] = [hexToRgb(colors.from), hexToRgb(colors.to), hexToRgb(colors.light)];
  const angle = rng() * Math.PI;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const shapes = Array.from({ length: style === 'bubbles' ? 9 : 4 }, () => ({
    x: rng() * width,
    y: rng() * height,
    r: (0.08 + rng() * 0.25) * width,
    alpha: 0.08 + rng() * 0.18,
  }));
  const waves = { f: 2 + rng() * 3, phase: rng() * Math.PI * 2, amp: 0.05 + rng() * 0.08 };
  const row = width * 3 + 1;
  const out = Buffer.alloc(row * height);
  const span = Math.abs(dx) * width + Math.abs(dy) * height;
  for (let y = 0; y < height; y++) {
    out[y * row] = 0;
    for (let x = 0; x < width; x++) {
      let t =
        ((dx >= 0 ? x : width - x) * Math.abs(dx) + (dy >= 0 ? y : height - y) * Math.abs(dy)) /
        span;
      if (style === 'waves')
        t += waves.amp * Math.sin((x / width) * Math.PI * waves.f + waves.phase + (y / height) * 3);
      t = Math.min(1, Math.max(0, t));
      let px = [mix(a[0], b[0], t), mix(a[1], b[1], t), mix(a[2], b[2], t)];
      if (style !== 'waves')
        for (const s of shapes) {
          const d = Math.hypot(x - s.x, y - s.y) / s.r;
          if (d < 1) {
            const k = s.alpha * (1 - d * d);
            px = px.map((v, i) => mix(v, l[i]!, k));
          }
        }
      const at = y * row + 1 + x * 3;
      out[at] = px[0]!;
      out[at + 1] = px[1]!;
      out[at + 2] = px[2]!;
    }
  }
  return encodePng(width, height, out);
}
