// Storage migration: the images a salon's records still show from somewhere
// else (the old platform's servers, an old website), copied into Chairside's
// own media store so they keep working when the old account closes. What is
// found where is a pure function of the records, so the screen, the server
// and the tests agree on it.
import { z } from 'zod';
import { zDocId } from '../ids';

/** Images larger than this are left where they are (the site's own upload limit is 5 MB). */
export const MAX_COPIED_IMAGE_BYTES = 8 * 1024 * 1024;

export const IMAGE_PLACES = ['service', 'product', 'teamMember', 'site'] as const;
export type ImagePlace = (typeof IMAGE_PLACES)[number];

export const IMAGE_PLACE_LABELS: Record<ImagePlace, string> = {
  service: 'Service',
  product: 'Product',
  teamMember: 'Team member',
  site: 'Website',
};

/** One field of one record that shows an image by its address. */
export interface ImageUse {
  place: ImagePlace;
  /** The record's id ('draft' for the website). */
  docId: string;
  /** What the owner calls the record: the service's name, "Website". */
  label: string;
  /** Which picture of it: "Photo", "Gallery image 3". */
  field: string;
}

export const IMAGE_COPY_STATUSES = ['waiting', 'copied', 'failed', 'kept'] as const;
export type ImageCopyStatus = (typeof IMAGE_COPY_STATUSES)[number];

export interface StorageImageView {
  url: string;
  host: string;
  uses: ImageUse[];
  status: ImageCopyStatus;
  /** Why it failed, or why it stays linked. */
  reason: string;
  /** Where the copy lives, once copied. */
  copiedTo: string;
}

export interface StorageMigrationView {
  images: StorageImageView[];
  counts: { found: number; waiting: number; copied: number; failed: number; kept: number };
  /** Set by a copy call: when this round of copying began (pass it back to go on). */
  startedAt: string | null;
  /** Images this round has not reached yet (the call ran out of time). */
  remaining: number;
}

export const ZStorageScanQuery = z.object({ orgId: zDocId() });

/** POST copy: copies what is waiting; `startedAt` continues a round the last call began. */
export const ZStorageCopy = z.object({
  orgId: zDocId(),
  startedAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type StorageCopyInput = z.output<typeof ZStorageCopy>;

/** What the scan reads of each kind of record. */
export interface ImageSources {
  services: { id: string; name: string; imageUrl?: string }[];
  products: { id: string; name: string; imageUrl?: string }[];
  team: { id: string; displayName: string; photoUrl?: string }[];
  /** The website editor's draft, as stored (null when the salon has none). */
  siteDraft: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether an address is already the salon's own (the media store, the product's images). */
export function isOwnImage(url: string, ownPrefixes: readonly string[]): boolean {
  return url.startsWith('/') || ownPrefixes.some((p) => p && url.startsWith(p));
}

/** Only https addresses are fetched: the product never loads insecure content. */
export function copyableAddress(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** Every image address in the website's draft, with where it is shown. */
function siteImages(draft: unknown): { url: string; field: string; hotlinked: boolean }[] {
  if (!isRecord(draft)) return [];
  const found: { url: string; field: string; hotlinked: boolean }[] = [];
  const add = (url: unknown, field: string, hotlinked = false) => {
    if (typeof url === 'string' && url.trim()) found.push({ url: url.trim(), field, hotlinked });
  };
  add(draft['favicon_url'], 'Favicon');
  const pages = isRecord(draft['site_config']) ? draft['site_config']['pages'] : null;
  for (const page of Array.isArray(pages) ? pages : []) {
    const sections = isRecord(page) ? page['components'] : null;
    for (const section of Array.isArray(sections) ? sections : []) {
      if (!isRecord(section) || !isRecord(section['props'])) continue;
      const props = section['props'];
      switch (section['component_type']) {
        case 'HeroComponent':
          // Unsplash asks that its photos be shown from its own servers.
          add(props['backgroundImageUrl'], 'Top banner picture', !!props['unsplash_photo_id']);
          break;
        case 'AboutUsComponent':
          add(props['image_url'], 'About picture');
          break;
        case 'GalleryComponent': {
          const images = Array.isArray(props['images']) ? props['images'] : [];
          images.forEach((img, i) => isRecord(img) && add(img['url'], `Gallery image ${i + 1}`));
          break;
        }
      }
    }
  }
  return found;
}

export interface FoundImage {
  url: string;
  uses: ImageUse[];
  /** Why it is left linked where it is ('' when it can be copied). */
  keep: string;
}

/** The salon's images shown from elsewhere, one entry per address, in the order found. */
export function findExternalImages(
  sources: ImageSources,
  ownPrefixes: readonly string[],
): FoundImage[] {
  const byUrl = new Map<string, FoundImage>();
  const note = (url: string | undefined, use: ImageUse, keep = '') => {
    const address = (url ?? '').trim();
    if (!address || isOwnImage(address, ownPrefixes)) return;
    let entry = byUrl.get(address);
    if (!entry) {
      const why = copyableAddress(address)
        ? keep
        : 'Only https:// addresses can be copied. Upload this picture again instead.';
      entry = { url: address, uses: [], keep: why };
      byUrl.set(address, entry);
    } else if (keep && !entry.keep) entry.keep = keep;
    entry.uses.push(use);
  };
  for (const s of sources.services)
    note(s.imageUrl, { place: 'service', docId: s.id, label: s.name, field: 'Photo' });
  for (const p of sources.products)
    note(p.imageUrl, { place: 'product', docId: p.id, label: p.name, field: 'Photo' });
  for (const m of sources.team)
    note(m.photoUrl, { place: 'teamMember', docId: m.id, label: m.displayName, field: 'Photo' });
  for (const img of siteImages(sources.siteDraft)) {
    note(
      img.url,
      { place: 'site', docId: 'draft', label: 'Website', field: img.field },
      img.hotlinked
        ? 'An Unsplash photo: Unsplash asks that its photos be shown from its own servers.'
        : '',
    );
  }
  return [...byUrl.values()];
}

/** Every string equal to a key of `swap` replaced by its value, anywhere in a value. */
export function replaceStrings<T>(value: T, swap: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (swap.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((v) => replaceStrings(v, swap)) as T;
  if (isRecord(value) && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = replaceStrings(v, swap);
    return out as T;
  }
  return value;
}

/** The view's counts, from its images. */
export function storageCounts(images: StorageImageView[]): StorageMigrationView['counts'] {
  const counts = { found: images.length, waiting: 0, copied: 0, failed: 0, kept: 0 };
  for (const image of images) counts[image.status] += 1;
  return counts;
}
