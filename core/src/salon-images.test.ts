import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SALON_IMAGES, salonImagesOf } from './salon-images';
import { ZImageUrl } from './services';
import { ZSiteImageUrl } from './site';

const DIR = join(import.meta.dirname, '../../web/public/img/salon');

describe('the product’s own salon pictures', () => {
  it('lists every shipped picture once, each with a description, a few hundred kB in all', () => {
    const files = readdirSync(DIR).sort();
    expect(SALON_IMAGES.map((i) => i.url.replace('/img/salon/', '')).sort()).toEqual(files);
    for (const image of SALON_IMAGES) expect(image.alt.length).toBeGreaterThan(10);
    const bytes = files.reduce((n, f) => n + statSync(join(DIR, f)).size, 0);
    expect(bytes).toBeLessThan(500 * 1024);
  });

  it('offers scenes, portraits and product shots', () => {
    expect(salonImagesOf('scene').length).toBeGreaterThanOrEqual(4);
    expect(salonImagesOf('team').length).toBeGreaterThanOrEqual(4);
    expect(salonImagesOf('product').length).toBeGreaterThanOrEqual(4);
  });

  it('are accepted as image addresses on the site, team and products; other local paths are not', () => {
    for (const schema of [ZSiteImageUrl, ZImageUrl]) {
      expect(schema.safeParse('/img/salon/team-1.jpg').success).toBe(true);
      expect(schema.safeParse('/img/salon/../../secret.jpg').success).toBe(false);
      expect(schema.safeParse('/index.html').success).toBe(false);
    }
  });
});
