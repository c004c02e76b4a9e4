// The text foundry (/api/ai/foundry/*): font pairings from the site's own
// fonts, palettes from a mood or a photo's colour (every pair AA-checked and
// corrected), and photos: Unsplash's search when the platform has a key
// (with the photographer's credit and the photo id the site counts
// downloads by), otherwise the pictures shipped with Chairside.
import { fontPairings, palette, searchShippedPhotos } from '@chairside/core/ai/foundry';
import type { FoundryPhoto } from '@chairside/core/contracts/ai';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';

const DESIGNERS = ['owner', 'manager'] as const;
const designer = (orgId: string, caller: Caller) =>
  requireRole(orgId, caller, DESIGNERS, { action: 'design the website' });

export async function suggestFonts(caller: Caller, orgId: string, tone: string, seed: number) {
  await designer(orgId, caller);
  return { pairings: fontPairings(tone, seed) };
}

export async function suggestColours(
  caller: Caller,
  input: {
    orgId: string;
    mood?: Parameters<typeof palette>[0]['mood'];
    base?: string;
    seed: number;
  },
) {
  await designer(input.orgId, caller);
  return palette(input);
}

interface UnsplashPhoto {
  id: string;
  alt_description: string | null;
  description: string | null;
  urls: { regular: string; small: string };
  user: { name: string; links: { html: string } };
}

const UTM = 'utm_source=chairside&utm_medium=referral';

async function unsplash(q: string, key: string): Promise<FoundryPhoto[]> {
  const base = process.env['UNSPLASH_API_URL'] ?? 'https://api.unsplash.com';
  const url = `${base}/search/photos?${new URLSearchParams({ query: q || 'hair salon', per_page: '18', orientation: 'landscape', content_filter: 'high' })}`;
  const res = await fetch(url, {
    headers: { Authorization: `Client-ID ${key}`, 'Accept-Version': 'v1' },
  }).catch(() => null);
  if (!res?.ok)
    throw new ApiError(
      'unavailable',
      res?.status === 403 || res?.status === 429
        ? 'Unsplash’s hourly limit for this platform is reached. Try again later, or use our own pictures.'
        : 'Unsplash could not be reached just now. Try again, or use our own pictures.',
    );
  const body = (await res.json()) as { results: UnsplashPhoto[] };
  return body.results.map((p) => ({
    url: p.urls.regular,
    thumb: p.urls.small,
    alt: (p.alt_description ?? p.description ?? 'A photo from Unsplash').slice(0, 200),
    unsplash_photo_id: p.id,
    photographer_name: p.user.name.slice(0, 100),
    photographer_profile_url: `${p.user.links.html}?${UTM}`,
  }));
}

export async function searchPhotos(caller: Caller, orgId: string, q: string) {
  await designer(orgId, caller);
  const key = process.env['UNSPLASH_ACCESS_KEY'];
  if (key)
    return {
      source: 'unsplash' as const,
      photos: await unsplash(q, key),
      note: 'Photos from Unsplash.',
    };
  const shipped = searchShippedPhotos(q);
  return {
    source: 'shipped' as const,
    photos: shipped.map((i) => ({
      url: i.url,
      thumb: i.url,
      alt: i.alt,
      unsplash_photo_id: '',
      photographer_name: '',
      photographer_profile_url: '',
    })),
    note: shipped.length
      ? 'Pictures that come with Chairside, free to use. A platform administrator can connect Unsplash for millions more.'
      : 'None of the pictures that come with Chairside match. Try “colour”, “chair” or “products”.',
  };
}
