// Unsplash counts a download when an app uses a photo. We count each photo
// once: when a site that shows it is published, and (as the public page's
// call asks, spec section 7) at most once more if it was never counted, so a
// busy page never spends the platform key's hourly quota on repeat views.
// Counted photos are kept in stockPhotoDownloads/{photoId} (functions only)
// and remembered by each instance, so a repeat view reads nothing.
import { logger } from 'firebase-functions';
import type { StoredSection } from '@chairside/core/site';
import { db } from '../firebase';
import { ApiError, notConfigured } from '../http/api-error';
import { errorCode } from '../platform/errors';

const counted = new Set<string>();
const ALREADY_EXISTS = 6;

export const stockPhotosConfigured = () => Boolean(process.env['UNSPLASH_ACCESS_KEY']);

/** Counts one download of a photo, once across the platform. Answers whether Unsplash heard now. */
export async function trackStockPhoto(photoId: string): Promise<boolean> {
  if (counted.has(photoId)) return false;
  const key = process.env['UNSPLASH_ACCESS_KEY'];
  if (!key) {
    throw notConfigured(
      'Unsplash photos are not available on this Chairside.',
      'Set UNSPLASH_ACCESS_KEY for the functions.',
    );
  }
  const ref = db().doc(`stockPhotoDownloads/${encodeURIComponent(photoId)}`);
  try {
    await ref.create({ photoId, trackedAt: new Date() });
  } catch (err) {
    if (errorCode(err) !== ALREADY_EXISTS) throw err;
    counted.add(photoId);
    return false;
  }
  const base = process.env['UNSPLASH_API_URL'] ?? 'https://api.unsplash.com';
  const answer = await fetch(`${base}/photos/${encodeURIComponent(photoId)}/download`, {
    headers: { Authorization: `Client-ID ${key}`, 'Accept-Version': 'v1' },
  }).catch(() => null);
  if (!answer?.ok) {
    // Not counted after all: the next publish (or view) tries again.
    await ref.delete();
    throw new ApiError('internal', `Unsplash answered ${answer?.status ?? 'nothing'}.`);
  }
  counted.add(photoId);
  return true;
}

/** The stock photos a site's pages show (hero images chosen from Unsplash). */
export function stockPhotosOf(
  pages: readonly { components: readonly StoredSection[] }[],
): string[] {
  const ids = pages.flatMap((p) =>
    p.components
      .map((c) => c.props?.['unsplash_photo_id'])
      .filter((v): v is string => typeof v === 'string' && v !== ''),
  );
  return [...new Set(ids)];
}

/** On publishing: each photo the site shows is counted once (failures wait for the next time). */
export async function trackPublishedPhotos(
  pages: readonly { components: readonly StoredSection[] }[],
): Promise<void> {
  if (!stockPhotosConfigured()) return;
  await Promise.all(
    stockPhotosOf(pages).map((id) =>
      trackStockPhoto(id).catch((err: unknown) =>
        logger.warn('A stock photo download was not counted', { id, err }),
      ),
    ),
  );
}
