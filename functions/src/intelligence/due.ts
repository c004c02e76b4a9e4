// The salon's no-show model, trained weekly and the coming days scored daily,
// as due work: its document's nextRunAt.
import type { DueKind } from '../platform/due';
import { timeOf } from '../platform/due';
import { allNoShowModels, noShowModelDoc, platformPriorDoc } from '../records/intelligence';

export const noShowDue: DueKind = {
  document: 'orgs/{orgId}/intelligence/{id}',
  dueAt: (d) => timeOf(d['nextRunAt']),
  due: async (now, limit) => {
    const page = await allNoShowModels().where('nextRunAt', '<=', now).limit(limit).get();
    return page.docs.map((d) => ({ orgId: d.ref.parent.parent!.id, id: d.id }));
  },
  run: async ({ orgId }, now) => {
    const record = (await noShowModelDoc(orgId).get()).data();
    if (!record?.nextRunAt || record.nextRunAt > now) return null;
    const { trainAndScore } = await import('./no-show.service');
    return trainAndScore(orgId, now);
  },
};

/** The platform's no-show prior, fitted weekly on every salon's anonymised sample. */
export const noShowPriorDue: DueKind = {
  document: 'noShowPrior/{id}',
  dueAt: (d) => timeOf(d['nextRunAt']),
  due: async (now) => {
    const record = (await platformPriorDoc().get()).data();
    return record?.nextRunAt && record.nextRunAt <= now ? [{ orgId: '', id: 'platform' }] : [];
  },
  run: async (_item, now) => {
    const record = (await platformPriorDoc().get()).data();
    if (!record?.nextRunAt || record.nextRunAt > now) return null;
    const { fitPrior } = await import('./prior.service');
    return fitPrior(now);
  },
};
