// /api/storage-migration: the salon's pictures still shown from elsewhere
// (an old platform's servers, an old website) copied into the media store,
// and every record that shows them pointed at the copy. A picture is fetched
// by the fetcher that refuses our own network, kept only when its bytes are
// an image, and stored under a name made from its address, so a retry
// writes the same file. A record is changed only where it still shows the
// old address; what failed is remembered with its reason and retried on the
// next round, not in a loop within one.
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  MAX_COPIED_IMAGE_BYTES,
  findExternalImages,
  replaceStrings,
  storageCounts,
  type FoundImage,
  type ImagePlace,
  type StorageCopyInput,
  type StorageImageView,
  type StorageMigrationView,
} from '@chairside/core/migration/storage';
import { z } from 'zod';
import { db } from '../firebase';
import { recordFrom } from '../records/repository';
import type { Caller } from '../http/auth';
import { fetchPublic, PublicFetchProblem } from '../http/public-fetch';
import { mediaStore, mediaUrlPrefixes, sniffImage } from '../media';
import { assertImporter } from './uploads';

const COPY_BUDGET_MS = 40_000;
const PARALLEL = 4;

const COLLECTION: Record<Exclude<ImagePlace, 'site'>, { path: string; field: string }> = {
  service: { path: 'services', field: 'imageUrl' },
  product: { path: 'products', field: 'imageUrl' },
  teamMember: { path: 'staff', field: 'photoUrl' },
};

/** What was tried for one address: orgs/{orgId}/mediaCopies/{hash of the address}. */
const ZCopyRecord = z.object({
  url: z.string(),
  status: z.enum(['copied', 'failed']),
  reason: z.string(),
  copiedTo: z.string(),
  at: z.instanceof(Timestamp),
});
type CopyRecord = z.output<typeof ZCopyRecord>;

const hashOf = (url: string) => createHash('md5').update(url).digest('hex');
const copiesCollection = (orgId: string) => db().collection(`orgs/${orgId}/mediaCopies`);

/** Reads the records that show pictures, raw and only the fields needed. */
async function findImages(orgId: string): Promise<FoundImage[]> {
  const org = db().doc(`orgs/${orgId}`);
  const [services, products, team, draft] = await Promise.all([
    org.collection('services').select('name', 'imageUrl').get(),
    org.collection('products').select('name', 'imageUrl').get(),
    org.collection('staff').select('displayName', 'photoUrl').get(),
    org.collection('site').doc('draft').get(),
  ]);
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return findExternalImages(
    {
      services: services.docs.map((d) => ({
        id: d.id,
        name: str(d.get('name')),
        imageUrl: str(d.get('imageUrl')),
      })),
      products: products.docs.map((d) => ({
        id: d.id,
        name: str(d.get('name')),
        imageUrl: str(d.get('imageUrl')),
      })),
      team: team.docs.map((d) => ({
        id: d.id,
        displayName: str(d.get('displayName')),
        photoUrl: str(d.get('photoUrl')),
      })),
      siteDraft: draft.get('draft') ?? null,
    },
    mediaUrlPrefixes(),
  );
}

async function readCopies(orgId: string): Promise<Map<string, CopyRecord>> {
  const snap = await copiesCollection(orgId).where('status', '==', 'failed').get();
  return new Map(
    snap.docs.flatMap((d) => {
      const copy = recordFrom(ZCopyRecord, d);
      return copy ? [[d.id, copy] as const] : [];
    }),
  );
}

function viewOf(
  found: FoundImage[],
  tried: Map<string, CopyRecord>,
  copied: StorageImageView[],
  startedAt: string | null,
  remaining: number,
): StorageMigrationView {
  const images: StorageImageView[] = [
    ...copied,
    ...found.map((f): StorageImageView => {
      const record = tried.get(hashOf(f.url));
      const host = URL.canParse(f.url) ? new URL(f.url).host : '';
      if (f.keep)
        return { url: f.url, host, uses: f.uses, status: 'kept', reason: f.keep, copiedTo: '' };
      if (record?.status === 'failed')
        return {
          url: f.url,
          host,
          uses: f.uses,
          status: 'failed',
          reason: record.reason,
          copiedTo: '',
        };
      return { url: f.url, host, uses: f.uses, status: 'waiting', reason: '', copiedTo: '' };
    }),
  ];
  return { images, counts: storageCounts(images), startedAt, remaining };
}

/** GET scan: what would be copied, what failed last time and why. Writes nothing. */
export async function scanImages(caller: Caller, orgId: string): Promise<StorageMigrationView> {
  await assertImporter(orgId, caller);
  const [found, tried] = await Promise.all([findImages(orgId), readCopies(orgId)]);
  return viewOf(found, tried, [], null, 0);
}

function refused(status: number, host: string): string {
  if (status === 401 || status === 403)
    return `${host} no longer lets anyone see this picture (${status}). Upload it again instead.`;
  if (status === 404 || status === 410) return `${host} no longer has this picture (${status}).`;
  if (status === 429 || status >= 500)
    return `${host} is busy or failing (${status}). Try again later.`;
  return `${host} answered ${status} instead of the picture.`;
}

/** Fetches one picture and puts it in the media store; answers its new address. */
async function copyOne(orgId: string, url: string): Promise<string> {
  const answer = await fetchPublic(url, {
    maxBytes: MAX_COPIED_IMAGE_BYTES,
    accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.5',
    userAgent: 'Chairside-Images/1.0',
    timeoutMs: 15_000,
    refused,
    tooLarge: `This picture is larger than ${MAX_COPIED_IMAGE_BYTES / 1024 / 1024} MB. Upload a smaller copy instead.`,
    offSite: 'This address sent us somewhere that is not a secure (https://) web address.',
    tooManyRedirects: 'This address redirects too many times.',
  });
  const kind = sniffImage(answer.body);
  if (!kind || kind.ext === 'ico') {
    const said = answer.contentType ? ` (the server sent ${answer.contentType})` : '';
    throw new PublicFetchProblem(
      `This address does not give a PNG, JPEG, WebP or GIF picture${said}.`,
    );
  }
  const stored = await mediaStore().put(
    `${orgId}/site/${hashOf(url)}.${kind.ext}`,
    answer.body,
    kind.contentType,
  );
  return stored.url;
}

/** Points every record that still shows an old address at its copy. */
async function repoint(orgId: string, found: FoundImage[], swap: Map<string, string>) {
  const docs = new Map<string, { place: ImagePlace; docId: string }>();
  for (const image of found) {
    if (!swap.has(image.url)) continue;
    for (const use of image.uses) docs.set(`${use.place}/${use.docId}`, use);
  }
  const org = db().doc(`orgs/${orgId}`);
  for (const { place, docId } of docs.values()) {
    if (place === 'site') {
      await db().runTransaction(async (tx) => {
        const ref = org.collection('site').doc('draft');
        const snap = await tx.get(ref);
        const draft: unknown = snap.get('draft');
        const next = replaceStrings(draft, swap);
        if (JSON.stringify(next) !== JSON.stringify(draft)) tx.update(ref, { draft: next });
      });
      continue;
    }
    const { path, field } = COLLECTION[place];
    await db().runTransaction(async (tx) => {
      const ref = org.collection(path).doc(docId);
      const snap = await tx.get(ref);
      const now: unknown = snap.get(field);
      // Only where it still shows the old address: an owner's newer choice stays.
      if (snap.exists && typeof now === 'string' && swap.has(now)) {
        tx.update(ref, { [field]: swap.get(now), updatedAt: FieldValue.serverTimestamp() });
      }
    });
  }
  // The published site and its products' pages show the same addresses: swap them there too.
  const site = db().doc(`publicSites/${orgId}`);
  const pages = await site.collection('products').get();
  for (const ref of [site, ...pages.docs.map((d) => d.ref)]) {
    await db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return;
      const data = snap.data() ?? {};
      const changed: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(data)) {
        const next = replaceStrings(value, swap);
        if (JSON.stringify(next) !== JSON.stringify(value)) changed[key] = next;
      }
      if (Object.keys(changed).length) tx.update(ref, changed);
    });
  }
}

/**
 * POST copy: copies the pictures waiting (and, in a new round, the ones that
 * failed before), for up to COPY_BUDGET_MS; `remaining` says to call again
 * with the same `startedAt`.
 */
export async function copyImages(
  caller: Caller,
  input: StorageCopyInput,
  now = new Date(),
  budgetMs = COPY_BUDGET_MS,
): Promise<StorageMigrationView> {
  const { orgId } = input;
  await assertImporter(orgId, caller);
  const startedAt = input.startedAt ?? now.toISOString();
  const roundStart = Date.parse(startedAt);
  const deadline = Date.now() + budgetMs;
  const [found, tried] = await Promise.all([findImages(orgId), readCopies(orgId)]);
  // Failed in this round already: not again until the owner starts another.
  const due = found.filter((f) => {
    if (f.keep) return false;
    const record = tried.get(hashOf(f.url));
    return !(record?.status === 'failed' && record.at.toMillis() >= roundStart);
  });

  const swap = new Map<string, string>();
  const copied: StorageImageView[] = [];
  let next = 0;
  const worker = async () => {
    while (next < due.length && Date.now() < deadline) {
      const image = due[next++]!;
      const ref = copiesCollection(orgId).doc(hashOf(image.url));
      try {
        const to = await copyOne(orgId, image.url);
        swap.set(image.url, to);
        const record: CopyRecord = {
          url: image.url,
          status: 'copied',
          reason: '',
          copiedTo: to,
          at: Timestamp.fromDate(new Date()),
        };
        await ref.set(record);
        tried.delete(ref.id);
        copied.push({
          url: image.url,
          host: new URL(image.url).host,
          uses: image.uses,
          status: 'copied',
          reason: '',
          copiedTo: to,
        });
      } catch (err) {
        if (!(err instanceof PublicFetchProblem)) throw err;
        const record: CopyRecord = {
          url: image.url,
          status: 'failed',
          reason: err.message,
          copiedTo: '',
          at: Timestamp.fromDate(new Date()),
        };
        await ref.set(record);
        tried.set(ref.id, record);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const remaining = due.length - next;
  await repoint(orgId, found, swap);
  const left = found.filter((f) => !swap.has(f.url));
  return viewOf(left, tried, copied, startedAt, remaining);
}
