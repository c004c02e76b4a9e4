import { Router } from 'express';
import { platformContracts as c } from '@chairside/core/contracts/platform';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { orgsCollection } from '../records/orgs';
import { readableRecords } from '../records/repository';

export const router = Router();

/** GET /api/admin-dashboard/data: platform totals and the newest salons (super-admins only). */
router.get(c.adminDashboard.path, requireAuth, async (_req, res) => {
  const caller = callerOf(res);
  if (!caller.superAdmin)
    throw new ApiError('forbidden', 'Only platform administrators can see this.');
  const firestore = db();
  const [orgCount, userCount, memberCount, newest] = await Promise.all([
    firestore.collection('orgs').count().get(),
    firestore.collection('users').count().get(),
    firestore.collectionGroup('members').count().get(),
    orgsCollection().orderBy('createdAt', 'desc').limit(50).get(),
  ]);
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.adminDashboard, {
    totals: {
      salons: orgCount.data().count,
      people: userCount.data().count,
      memberships: memberCount.data().count,
    },
    salons: readableRecords(newest.docs).map((o) => ({
      id: o.id,
      name: o.name,
      slug: o.slug,
      timeZone: o.timeZone,
      ownerId: o.ownerId,
      createdAt: o.createdAt.toISOString(),
    })),
  });
});
