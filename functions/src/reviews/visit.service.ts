// The client's side: the visit a signed link names, and the review (once a
// visit, within 30 days, no sign-in).
import type { ReviewVisitView } from '@chairside/core/contracts/reviews';
import type { ReviewRecord } from '@chairside/core/records/review';
import { reviewRequestId, shownName, type ReviewSubmit } from '@chairside/core/reviews';
import { localParts } from '@chairside/core/zoned-time';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { bookingDoc } from '../records/bookings';
import { orgDoc } from '../records/orgs';
import { reviewDoc, reviewRequestDoc } from '../records/reviews';
import { verifyReviewToken } from './links';
import { randomBytes } from 'node:crypto';
import { mediaStore, sniffImage, type Upload } from '../media';
import { isOneOf } from '../platform/lists';
import { reviewPhotoDoc } from '../records/reviews';
import { refreshSiteReviews, reviewSettingsOf, monthOf, withFigures } from './common';

// ── The client's side ───────────────────────────────────────────────────────

async function visitOf(token: string) {
  const { orgId, bookingId } = verifyReviewToken(token);
  const [org, booking, request, review] = await Promise.all([
    orgDoc(orgId)
      .get()
      .then((s) => s.data()),
    bookingDoc(orgId, bookingId)
      .get()
      .then((s) => s.data()),
    reviewRequestDoc(orgId, reviewRequestId(bookingId))
      .get()
      .then((s) => s.data()),
    reviewDoc(orgId, `rev-${bookingId}`).get(),
  ]);
  if (!org || !booking || !request)
    throw new ApiError(
      'not_found',
      'This link is not valid. Use the link from the message you received.',
    );
  return { orgId, org, booking, answered: review.exists };
}

export async function reviewVisit(token: string): Promise<ReviewVisitView> {
  const { org, booking, answered } = await visitOf(token);
  return {
    salon: org.name,
    date: localParts(booking.startTime.getTime(), org.timeZone).date,
    staff: [{ id: booking.staffId, name: booking.staffName }],
    services: booking.services.map((s) => ({ id: s.id, name: s.name })),
    answered,
    suggestedName: shownName('', ...booking.clientName.split(' ', 2)),
  };
}

const PHOTO_LIMIT = { bytes: 8 * 1024 * 1024, label: '8 MB', types: ['png', 'jpg', 'webp'] };

/**
 * A photo for a visit's review, sent before the review (through the same
 * link): checked by its content (PNG, JPEG or WebP, at most 8 MB), stored,
 * and kept for that visit only. The review then names it.
 */
export async function uploadReviewPhoto(token: string, upload: Upload) {
  const { orgId, booking, answered } = await visitOf(token);
  if (answered) throw new ApiError('conflict', 'This visit has been reviewed already. Thank you!');
  if (upload.tooLarge)
    throw new ApiError('payload_too_large', `The photo is larger than ${PHOTO_LIMIT.label}.`);
  if (!upload.file?.length) throw new ApiError('validation_failed', 'Choose a photo to add.');
  const kind = sniffImage(upload.file);
  if (!kind || !isOneOf(PHOTO_LIMIT.types, kind.ext))
    throw new ApiError('validation_failed', 'That file is not a photo (JPEG, PNG or WebP).', [
      { path: 'file', message: 'Choose a JPEG, PNG or WebP photo' },
    ]);
  const photoId = randomBytes(16).toString('hex');
  const stored = await mediaStore().put(
    `${orgId}/reviews/${photoId}.${kind.ext}`,
    upload.file,
    kind.contentType,
  );
  await reviewPhotoDoc(orgId, photoId).create({
    id: photoId,
    bookingId: booking.id,
    url: stored.url,
    path: stored.path,
    createdAt: new Date(),
  });
  return { photoId, url: stored.url };
}

export async function submitReview(input: ReviewSubmit & { rating: number }, now = new Date()) {
  const { orgId, org, booking } = await visitOf(input.token);
  const staffRatings = input.staffRatings ?? {};
  const serviceRatings = input.serviceRatings ?? {};
  const staffIds = [booking.staffId];
  const serviceIds = booking.services.map((s) => s.id);
  const stranger = [
    ...Object.keys(staffRatings)
      .filter((id) => !staffIds.includes(id))
      .map((id) => `staffRatings.${id}`),
    ...Object.keys(serviceRatings)
      .filter((id) => !serviceIds.includes(id))
      .map((id) => `serviceRatings.${id}`),
  ];
  if (stranger.length)
    throw new ApiError(
      'validation_failed',
      'The review is not valid.',
      stranger.map((path) => ({ path, message: 'Not part of this visit' })),
    );
  const photo = input.photoId ? (await reviewPhotoDoc(orgId, input.photoId).get()).data() : null;
  if (input.photoId && photo?.bookingId !== booking.id)
    throw new ApiError('validation_failed', 'The review is not valid.', [
      { path: 'photoId', message: 'Add the photo again: it was not found for this visit' },
    ]);
  const id = `rev-${booking.id}`;
  const review: ReviewRecord = {
    id,
    orgId,
    bookingId: booking.id,
    clientId: booking.clientId,
    source: 'chairside',
    rating: input.rating,
    text: input.text ?? '',
    staffRatings,
    serviceRatings,
    staffIds,
    serviceIds,
    displayName: input.displayName ?? '',
    photoUrl: photo?.url ?? '',
    reply: null,
    flag: null,
    removed: false,
    googleName: '',
    createdAt: now,
    updatedAt: now,
  };
  await db().runTransaction(async (tx) => {
    if ((await tx.get(reviewDoc(orgId, id))).exists)
      throw new ApiError('conflict', 'This visit has been reviewed already. Thank you!');
    const write = await withFigures(tx, orgId, monthOf(now, org.timeZone), null, review);
    tx.create(reviewDoc(orgId, id), review);
    tx.update(reviewRequestDoc(orgId, reviewRequestId(booking.id)), { status: 'answered' });
    write();
  });
  await refreshSiteReviews(orgId);
  return {
    rating: review.rating,
    googleReviewUrl: (await reviewSettingsOf(orgId)).googleReviewUrl,
  };
}
