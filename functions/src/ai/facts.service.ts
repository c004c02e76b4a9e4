// The salon's facts for one AI call, reading only what that call writes from:
// a service description reads the salon, the service and its team members; a
// bio the salon, the person and the menu (for what they do); the home page's
// texts the salon, the menu and the team; "About us" also the newest reviews.
import type { ContentKind } from '@chairside/core/ai/content';
import { salonFacts, type SalonFacts } from '@chairside/core/ai/facts';
import type { ServiceRecord } from '@chairside/core/records/service';
import type { StaffRecord } from '@chairside/core/records/team';
import { ApiError } from '../http/api-error';
import { countReads } from '../http/read-count';
import { orgDoc } from '../records/orgs';
import { getAll, readableRecords } from '../records/repository';
import { reviewsCollection } from '../records/reviews';
import { activeServices, serviceDoc } from '../records/services';
import { staffCollection, staffDoc } from '../records/team';

export interface FactsSubject {
  serviceId?: string | undefined;
  staffId?: string | undefined;
}

const REVIEWS_READ = 40;

async function activeTeam(orgId: string): Promise<StaffRecord[]> {
  const snap = await staffCollection(orgId).where('status', '==', 'active').get();
  countReads(snap.size);
  return readableRecords(snap.docs);
}

async function menu(orgId: string): Promise<ServiceRecord[]> {
  const services = await activeServices(orgId);
  countReads(services.length);
  return services;
}

async function newestReviews(orgId: string) {
  const snap = await reviewsCollection(orgId)
    .orderBy('createdAt', 'desc')
    .limit(REVIEWS_READ)
    .get();
  countReads(snap.size);
  return readableRecords(snap.docs)
    .filter((r) => !r.removed && r.text.trim() !== '')
    .map((r) => ({ text: r.text, rating: r.rating }));
}

async function theService(orgId: string, serviceId: string | undefined) {
  if (!serviceId)
    throw new ApiError('validation_failed', 'Say which service to describe (serviceId).');
  const service = (await serviceDoc(orgId, serviceId).get()).data();
  countReads(1);
  if (!service || service.status !== 'active')
    throw new ApiError('not_found', 'That service is not on the salon’s menu.');
  const team = service.staffIds.length
    ? (await getAll(service.staffIds.map((id) => staffDoc(orgId, id))))
        .map((snap) => snap.data())
        .filter((s): s is StaffRecord => !!s && s.status === 'active')
    : [];
  countReads(service.staffIds.length);
  return { services: [service], staff: team };
}

async function thePerson(orgId: string, staffId: string | undefined) {
  if (!staffId) throw new ApiError('validation_failed', 'Say whose bio to write (staffId).');
  const [person, services] = await Promise.all([staffDoc(orgId, staffId).get(), menu(orgId)]);
  countReads(1);
  const member = person.data();
  if (!member || member.status !== 'active')
    throw new ApiError('not_found', 'That team member is not in the salon’s team.');
  return { services, staff: [member] };
}

async function theSalon(orgId: string) {
  const orgSnap = await orgDoc(orgId).get();
  countReads(1);
  const org = orgSnap.data();
  if (!org) throw new ApiError('not_found', 'We could not find that salon.');
  return org;
}

const factsOf = (
  org: Awaited<ReturnType<typeof theSalon>>,
  records: { services: ServiceRecord[]; staff: StaffRecord[] },
  reviews: { text: string; rating: number }[] = [],
) =>
  salonFacts({
    org,
    services: records.services.map((s) => ({ ...s, staffIds: s.staffIds })),
    staff: records.staff,
    reviews,
  });

/** A spotlight's facts, the services its page lists and the photo and name it features. */
export async function spotlightFactsFor(orgId: string, kind: 'staff' | 'service', id: string) {
  const org = await theSalon(orgId);
  if (kind === 'staff') {
    const records = await thePerson(orgId, id);
    const person = records.staff[0]!;
    return {
      facts: factsOf(org, records),
      name: person.displayName,
      photoUrl: person.photoUrl,
      serviceIds: records.services.filter((s) => s.staffIds.includes(id)).map((s) => s.id),
    };
  }
  const records = await theService(orgId, id);
  return {
    facts: factsOf(org, records),
    name: records.services[0]!.name,
    photoUrl: '',
    serviceIds: [id],
  };
}

/** The facts of `orgId` that `kind` needs, with the documents read counted. */
export async function factsFor(
  orgId: string,
  kind: ContentKind,
  subject: FactsSubject,
): Promise<SalonFacts> {
  const org = await theSalon(orgId);
  const records =
    kind === 'service-description'
      ? await theService(orgId, subject.serviceId)
      : kind === 'staff-bio'
        ? await thePerson(orgId, subject.staffId)
        : await Promise.all([menu(orgId), activeTeam(orgId)]).then(([services, staff]) => ({
            services,
            staff,
          }));
  const reviews = kind === 'about-us' ? await newestReviews(orgId) : [];
  return factsOf(org, records, reviews);
}
