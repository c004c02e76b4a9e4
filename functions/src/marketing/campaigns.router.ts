// /api/campaigns: campaigns (create, list, get, update, delete, templates,
// seed, launch, pause, resume, cancel), the audience's size, a test send, and
// the marketing overview with its settings and journeys. Signed in; each
// service checks the caller's role in the salon.
import { Router } from 'express';
import { campaignContracts as c } from '@chairside/core/contracts/campaigns';
import { callerOf, requireAuth } from '../http/auth';
import { noStore } from '../http/cache';
import { reply } from '../http/contract';
import { orgIdFrom, parse } from '../http/validate';
import { zDocId } from '@chairside/core/ids';
import {
  actOnCampaign,
  audienceSize,
  createCampaign,
  deleteCampaign,
  getCampaign,
  launchCampaign,
  listCampaigns,
  listTemplates,
  saveTemplate,
  seedCampaigns,
  updateCampaign,
} from './campaigns.service';
import { deleteCustomJourney, saveCustomJourney } from './custom-journeys.service';
import { marketingOverview, updateJourney, updateMarketingSettings } from './settings.service';
import { deleteSegment, listSegments, saveSegment } from './segments.service';
import { sendTest } from './test-send.service';

export const router = Router();
router.use(requireAuth);

const idOf = (raw: unknown) => parse(zDocId('Not a campaign id'), raw, 'campaign id');

router.post(c.create.path, async (req, res) => {
  const input = parse(c.create.body, orgIdFrom(req.body), 'campaign');
  reply(res, c.create, await createCampaign(callerOf(res), input));
});

router.get(c.list.path, async (req, res) => {
  const { orgId } = parse(c.list.query, orgIdFrom(req.query), 'request');
  noStore(res);
  reply(res, c.list, await listCampaigns(callerOf(res), orgId));
});

router.get(c.get.path, async (req, res) => {
  const { orgId } = parse(c.get.query, orgIdFrom(req.query), 'request');
  noStore(res);
  reply(res, c.get, await getCampaign(callerOf(res), orgId, idOf(req.params['id'])));
});

router.post(c.update.path, async (req, res) => {
  const input = parse(c.update.body, orgIdFrom(req.body), 'campaign');
  reply(res, c.update, await updateCampaign(callerOf(res), idOf(req.params['id']), input));
});

router.delete(c.delete.path, async (req, res) => {
  const { orgId } = parse(c.delete.query, orgIdFrom(req.query), 'request');
  reply(res, c.delete, await deleteCampaign(callerOf(res), orgId, idOf(req.params['id'])));
});

router.get(c.templates.path, async (req, res) => {
  const { orgId } = parse(c.templates.query, orgIdFrom(req.query), 'request');
  noStore(res);
  reply(res, c.templates, await listTemplates(callerOf(res), orgId));
});

router.post(c.saveTemplate.path, async (req, res) => {
  const input = parse(c.saveTemplate.body, orgIdFrom(req.body), 'template');
  reply(res, c.saveTemplate, await saveTemplate(callerOf(res), input));
});

router.post(c.seed.path, async (req, res) => {
  const { orgId } = parse(c.seed.body, orgIdFrom(req.body), 'request');
  reply(res, c.seed, await seedCampaigns(callerOf(res), orgId));
});

router.post(c.launch.path, async (req, res) => {
  const { orgId } = parse(c.launch.body, orgIdFrom(req.body), 'request');
  reply(res, c.launch, await launchCampaign(callerOf(res), orgId, idOf(req.params['id'])));
});

for (const action of ['pause', 'resume', 'cancel'] as const) {
  router.post(c[action].path, async (req, res) => {
    const { orgId } = parse(c[action].body, orgIdFrom(req.body), 'request');
    reply(
      res,
      c[action],
      await actOnCampaign(callerOf(res), orgId, idOf(req.params['id']), action),
    );
  });
}

router.post(c.audience.path, async (req, res) => {
  const input = parse(c.audience.body, orgIdFrom(req.body), 'audience');
  noStore(res);
  reply(res, c.audience, await audienceSize(callerOf(res), input));
});

router.post(c.test.path, async (req, res) => {
  const input = parse(c.test.body, orgIdFrom(req.body), 'test');
  reply(res, c.test, await sendTest(callerOf(res), input));
});

router.get(c.overview.path, async (req, res) => {
  const { orgId } = parse(c.overview.query, orgIdFrom(req.query), 'request');
  noStore(res);
  reply(res, c.overview, await marketingOverview(callerOf(res), orgId));
});

router.post(c.settings.path, async (req, res) => {
  const input = parse(c.settings.body, orgIdFrom(req.body), 'settings');
  reply(res, c.settings, await updateMarketingSettings(callerOf(res), input));
});

router.post(c.journey.path, async (req, res) => {
  const input = parse(c.journey.body, orgIdFrom(req.body), 'journey');
  reply(res, c.journey, await updateJourney(callerOf(res), input));
});

router.post(c.saveCustomJourney.path, async (req, res) => {
  const input = parse(c.saveCustomJourney.body, orgIdFrom(req.body), 'journey');
  reply(res, c.saveCustomJourney, await saveCustomJourney(callerOf(res), input));
});

router.delete(c.deleteCustomJourney.path, async (req, res) => {
  const { orgId } = parse(c.deleteCustomJourney.query, orgIdFrom(req.query), 'request');
  const id = parse(zDocId('Not a journey id'), req.params['id'], 'journey id');
  reply(res, c.deleteCustomJourney, await deleteCustomJourney(callerOf(res), orgId, id));
});

router.get(c.segments.path, async (req, res) => {
  const { orgId } = parse(c.segments.query, orgIdFrom(req.query), 'request');
  noStore(res);
  reply(res, c.segments, await listSegments(callerOf(res), orgId));
});

router.post(c.saveSegment.path, async (req, res) => {
  const input = parse(c.saveSegment.body, orgIdFrom(req.body), 'segment');
  reply(res, c.saveSegment, await saveSegment(callerOf(res), input));
});

router.delete(c.deleteSegment.path, async (req, res) => {
  const { orgId } = parse(c.deleteSegment.query, orgIdFrom(req.query), 'request');
  const id = parse(zDocId('Not a segment id'), req.params['id'], 'segment id');
  reply(res, c.deleteSegment, await deleteSegment(callerOf(res), orgId, id));
});
