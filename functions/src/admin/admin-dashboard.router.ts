import { Router } from 'express';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth } from '../http/auth';
import { iso } from '../http/time';

export const router = Router();

/** GET /api/admin-dashboard/data: platform totals and the newest salons (super-admins only). */
router.get('/data', requireAuth, async (_req, res) => {
  const caller = callerOf(res);
  if (!caller.superAdmin)
    throw new ApiError('forbidden', 'Only platform administrators can see this.');
  const firestore = db();
  const [orgCount, userCount, memberCount, newest] = await Promise.all([
    firestore.collection('orgs').count().get(),
    firestore.collection('users').count().get(),
    firestore.collectionGroup('members').count().get(),
    firestore.collection('orgs').orderBy('createdAt', 'desc').limit(50).get(),
  ]);
  res.set('Cache-Control', 'private, no-store').json({
    totals: {
      salons: orgCount.data().count,
      people: userCount.data().count,
      memberships: memberCount.data().count,
    },
    salons: newest.docs.map((d) => ({
      id: d.id,
      name: d.get('name') as string,
      slug: d.get('slug') as string,
      timeZone: d.get('timeZone') as string,
      ownerId: d.get('ownerId') as string,
      createdAt: iso(d.get('createdAt') as Timestamp),
    })),
  });
});
