// The salon's portfolio: photos of the team's work, each with the client's
// consent recorded (who recorded it, when, any note) and tagged by who did
// it and the services, shown on the site's gallery when the team chooses,
// and posted to social networks from here. A photo without consent is
// never added. The site's "Our work" is kept in step by the
// site.content-changed event.
import { randomBytes } from 'node:crypto';
import type { PortfolioPhotoView, ZPortfolioFields } from '@chairside/core/contracts/social';
import type { PortfolioRecord } from '@chairside/core/records/social';
import type { z } from 'zod';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { mediaStore, sniffImage, type Upload } from '../media';
import { isOneOf } from '../platform/lists';
import { activeServices } from '../records/services';
import { portfolioCollection, portfolioDoc } from '../records/social';
import { staffCollection, staffDoc } from '../records/team';
import { MANAGERS, READERS } from './connections.service';
import { publish } from '../platform/events';
import { SITE_WORK_SHOWN, type PublicWork } from '@chairside/core/site-view';

const LIMIT = { bytes: 10 * 1024 * 1024, label: '10 MB', types: ['png', 'jpg', 'webp'] };

const view = (p: PortfolioRecord): PortfolioPhotoView => ({
  id: p.id,
  photoUrl: p.photoUrl,
  caption: p.caption,
  staffId: p.staffId,
  staffName: p.staffName,
  serviceIds: p.serviceIds,
  serviceNames: p.serviceNames,
  consent: { given: p.consent.given, note: p.consent.note, at: p.consent.at.toISOString() },
  showOnSite: p.showOnSite,
  createdAt: p.createdAt.toISOString(),
});

export async function listPortfolio(caller: Caller, orgId: string) {
  await requireRole(orgId, caller, READERS, { action: 'see the portfolio' });
  const [photos, team, services] = await Promise.all([
    portfolioCollection(orgId).orderBy('createdAt', 'desc').limit(200).get(),
    staffCollection(orgId).get(),
    activeServices(orgId),
  ]);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    photos: photos.docs.map((d) => view(d.data())),
    team: team.docs
      .map((d) => d.data())
      .filter((s) => s.status === 'active')
      .map((s) => ({ id: s.id, name: s.displayName }))
      .sort(byName),
    services: services.map((s) => ({ id: s.id, name: s.name })).sort(byName),
  };
}

export async function addPortfolioPhoto(
  caller: Caller,
  fields: z.output<typeof ZPortfolioFields>,
  upload: Upload,
) {
  await requireRole(fields.orgId, caller, READERS, { action: 'add to the portfolio' });
  if (upload.tooLarge)
    throw new ApiError('payload_too_large', `The photo is larger than ${LIMIT.label}.`);
  if (!upload.file?.length) throw new ApiError('validation_failed', 'Choose a photo to add.');
  const kind = sniffImage(upload.file);
  if (!kind || !isOneOf(LIMIT.types, kind.ext))
    throw new ApiError('validation_failed', 'That file is not a photo (JPEG, PNG or WebP).', [
      { path: 'file', message: 'Choose a JPEG, PNG or WebP photo' },
    ]);
  const [staff, services] = await Promise.all([
    staffDoc(fields.orgId, fields.staffId).get(),
    activeServices(fields.orgId),
  ]);
  if (!staff.exists)
    throw new ApiError('validation_failed', 'The photo is not valid.', [
      { path: 'staffId', message: 'Choose someone from the team' },
    ]);
  const ids = fields.serviceIds
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const chosen = services.filter((s) => ids.includes(s.id));
  if (chosen.length !== new Set(ids).size)
    throw new ApiError('validation_failed', 'The photo is not valid.', [
      { path: 'serviceIds', message: 'Choose services the salon offers' },
    ]);
  const id = randomBytes(16).toString('hex');
  const stored = await mediaStore().put(
    `${fields.orgId}/portfolio/${id}.${kind.ext}`,
    upload.file,
    kind.contentType,
  );
  const now = new Date();
  const record: PortfolioRecord = {
    id,
    photoUrl: stored.url,
    path: stored.path,
    caption: fields.caption,
    staffId: fields.staffId,
    staffName: staff.data()!.displayName,
    serviceIds: chosen.map((s) => s.id),
    serviceNames: chosen.map((s) => s.name),
    bookingId: fields.bookingId,
    clientId: '',
    consent: { given: true, note: fields.consentNote, by: caller.uid, at: now },
    showOnSite: false,
    createdBy: caller.uid,
    createdAt: now,
  };
  await portfolioDoc(fields.orgId, id).create(record);
  return { photo: view(record) };
}

export async function updatePortfolioPhoto(
  caller: Caller,
  orgId: string,
  id: string,
  change: { caption?: string; showOnSite?: boolean },
) {
  await requireRole(orgId, caller, MANAGERS, { action: 'change the portfolio' });
  const p = (await portfolioDoc(orgId, id).get()).data();
  if (!p) throw new ApiError('not_found', 'There is no such photo.');
  const next = { ...p, ...change };
  await portfolioDoc(orgId, id).set(next);
  if (p.showOnSite || next.showOnSite)
    await publish('site.content-changed', { orgId, what: 'work' });
  return { photo: view(next) };
}

export async function deletePortfolioPhoto(caller: Caller, orgId: string, id: string) {
  await requireRole(orgId, caller, MANAGERS, { action: 'change the portfolio' });
  const p = (await portfolioDoc(orgId, id).get()).data();
  await portfolioDoc(orgId, id).delete();
  if (p?.showOnSite) await publish('site.content-changed', { orgId, what: 'work' });
}

/** The photos the site shows (publicSites/{orgId}.work), newest first. */
export async function publishedWork(orgId: string): Promise<PublicWork[]> {
  const shown = await portfolioCollection(orgId)
    .where('showOnSite', '==', true)
    .orderBy('createdAt', 'desc')
    .limit(SITE_WORK_SHOWN)
    .get();
  return shown.docs.map((d) => {
    const p = d.data();
    return {
      id: p.id,
      url: p.photoUrl,
      caption: p.caption,
      stylist: p.staffName,
      services: p.serviceNames,
    };
  });
}
