import { readFileSync } from 'node:fs';
import { join } from 'node:path';
const INDEX_FILE = join(import.meta.dirname, '../../../firestore.indexes.json');
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { MissingIndexError, checkQuery, installIndexCheck } from './index-check';
import { ZIndexFile, indexProblem, shapeOf, type IndexFile, type QueryShape } from './indexes';

const declared = ZIndexFile.parse(JSON.parse(readFileSync(INDEX_FILE, 'utf8')));
const app = initializeApp({ projectId: 'index-check-test' }, 'index-check-test');
const db = getFirestore(app);
afterAll(() => deleteApp(app));

const shape = (s: Partial<QueryShape> & { collection: string }): QueryShape => ({
  group: false,
  equalities: [],
  contains: [],
  ranges: [],
  orders: [],
  ...s,
});

describe('which index a query needs', () => {
  it('reads a query the way the SDK sends it', () => {
    const q = db
      .collectionGroup('notifications')
      .where('status', '==', 'queued')
      .where('sendAt', '<=', new Date())
      .orderBy('sendAt')
      .limit(10);
    const proto: unknown = Reflect.get(q, 'toProto').call(q);
    const structured = Reflect.get(proto as object, 'structuredQuery');
    expect(shapeOf(structured)).toEqual({
      collection: 'notifications',
      group: true,
      equalities: ['status'],
      contains: [],
      ranges: ['sendAt'],
      orders: [{ field: 'sendAt', direction: 'ASCENDING' }],
    });
  });

  it('finds the declared composite index of an appointment column', () => {
    const column = shape({
      collection: 'bookings',
      equalities: ['staffId'],
      ranges: ['startTime'],
      orders: [{ field: 'startTime', direction: 'ASCENDING' }],
    });
    expect(indexProblem(column, declared)).toBeNull();
    expect(
      indexProblem(
        { ...column, orders: [{ field: 'startTime', direction: 'DESCENDING' }] },
        declared,
      ),
    ).toBe('a composite index on bookings (COLLECTION): staffId ASCENDING, startTime DESCENDING');
  });

  it('lets Firestore merge single-field indexes for equalities, and order one field alone', () => {
    expect(
      indexProblem(shape({ collection: 'bookings', equalities: ['a', 'b'] }), declared),
    ).toBeNull();
    expect(
      indexProblem(
        shape({
          collection: 'bookings',
          orders: [{ field: 'startTime', direction: 'DESCENDING' }],
        }),
        declared,
      ),
    ).toBeNull();
    expect(indexProblem(shape({ collection: 'anything' }), declared)).toBeNull();
  });

  it('needs an override for a collection-group field and respects exemptions', () => {
    const groupRange = shape({ collection: 'things', group: true, ranges: ['dueAt'] });
    expect(indexProblem(groupRange, declared)).toBe(
      'a single-field index on things (COLLECTION_GROUP): dueAt ASCENDING',
    );
    const withOverride: IndexFile = {
      ...declared,
      fieldOverrides: [
        ...declared.fieldOverrides,
        {
          collectionGroup: 'things',
          fieldPath: 'dueAt',
          indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
        },
      ],
    };
    expect(indexProblem(groupRange, withOverride)).toBeNull();
    expect(indexProblem(shape({ collection: 'clients', ranges: ['notes'] }), declared)).toBe(
      'a single-field index on clients (COLLECTION): notes ASCENDING',
    );
  });

  it('matches equality fields in any order, and an array-contains field as CONTAINS', () => {
    expect(
      indexProblem(
        shape({
          collection: 'clients',
          equalities: ['ownerStaffId'],
          contains: ['searchKeys'],
          orders: [{ field: 'nameLower', direction: 'ASCENDING' }],
        }),
        declared,
      ),
    ).toBeNull();
    expect(
      indexProblem(
        shape({
          collection: 'payments',
          equalities: ['status', 'method', 'staffId'],
          ranges: ['localDate'],
        }),
        declared,
      ),
    ).toBeNull();
  });

  it('fails a query the way Firestore would when its index is missing', () => {
    const q = db
      .collection('orgs/o/sales')
      .where('clientId', '==', 'c')
      .orderBy('createdAt', 'desc');
    expect(() => checkQuery(q, declared)).toThrow(
      'FAILED_PRECONDITION: The query requires an index that firestore.indexes.json does not declare: a composite index on sales (COLLECTION): clientId ASCENDING, createdAt DESCENDING.',
    );
    expect(() =>
      checkQuery(db.collection('orgs/o/sales').where('localDate', '==', 'x'), declared),
    ).not.toThrow();
  });

  it('declares every index the deposit-hold sweep needs', () => {
    const holds = db
      .collectionGroup('bookings')
      .where('holdUntil', '<=', new Date())
      .orderBy('holdUntil');
    expect(() => checkQuery(holds, declared)).not.toThrow();
  });

  it('refuses, once installed, a run of a query without its index, before it leaves the process', async () => {
    installIndexCheck(db, INDEX_FILE);
    const unindexed = db
      .collection('orgs/o/sales')
      .where('clientId', '==', 'c')
      .orderBy('createdAt');
    await expect(unindexed.get()).rejects.toBeInstanceOf(MissingIndexError);
    await expect(unindexed.count().get()).rejects.toThrow('FAILED_PRECONDITION');
  });
});

describe('documents Firestore deletes on their own (TTL)', () => {
  // Records kept only for a while: Firestore's TTL policy deletes each at its expiresAt.
  it.each([
    ['pushedEvents', 'expiresAt'],
    ['mailOutbox', 'expiresAt'],
    ['rateLimits', 'expiresAt'],
    ['aiCache', 'expiresAt'],
    ['aiCalls', 'expiresAt'],
  ])('%s expires on %s', (collection, field) => {
    const override = declared.fieldOverrides.find(
      (f) => f.collectionGroup === collection && f.fieldPath === field,
    );
    expect(override?.ttl, `${collection}.${field} has no TTL policy`).toBe(true);
  });
});

describe('fields kept out of the indexes', () => {
  // Maps that grow with a salon (a stylist per key, a product per key, an event per key)
  // would each add an index entry per key on every write, toward the 40,000-entry limit,
  // and a document's index writes are what make it slow to write.
  const LARGE_MAPS: [collection: string, field: string][] = [
    ['bookingDays', 'blocksByStaff'],
    ['bookingDays', 'versions'],
    ['staff', 'blocks'],
    ['retailDaily', 'products'],
    ['retailDaily', 'staff'],
    ['shopDaily', 'productViews'],
    ['calendarConnectionSecrets', 'events'],
    ['calendarConnectionSecrets', 'pushed'],
    ['calendarConnectionSecrets', 'written'],
    ['calendarFeedSecrets', 'written'],
    ['conversations', 'unread_counts'],
    ['rollupChanges', 'changes'],
    ['publicSites', 'site_config'],
    ['publicSites', 'products'],
    ['publicSites', 'services'],
    ['publicSites', 'product_versions'],
    ['busyCalendars', 'events'],
    ['mailOutbox', 'mail'],
  ];

  it.each(LARGE_MAPS)('exempts %s.%s from indexing', (collection, field) => {
    const override = declared.fieldOverrides.find(
      (f) => f.collectionGroup === collection && f.fieldPath === field,
    );
    expect(override?.indexes, `${collection}.${field} is indexed`).toEqual([]);
  });
});
