// Marketing in the browser: campaigns, their audiences' sizes, templates,
// the overview with its journeys, all through the API (who gets a message,
// and what came of it, is worked out on the server).
import { campaignContracts as c } from '@chairside/core/contracts/campaigns';
import type { CampaignInput } from '@chairside/core/campaigns';
import type { Audience, MarketingChannel } from '@chairside/core/marketing';
import type { JourneyKind } from '@chairside/core/journeys';
import type { CustomJourneyInput } from '@chairside/core/custom-journeys';
import type { JourneyConfig } from '@chairside/core/marketing-settings';
import { call } from '../api/api';
import { invalidateContracts, useContract } from '../api/contract-query';

const refresh = () => invalidateContracts(c.list, c.get, c.overview);

export const useCampaigns = (orgId: string) =>
  useContract(c.list, { query: { orgId }, secure: true });

/** A campaign with its results; read again every few seconds while it is going out. */
export const useCampaign = (orgId: string, id: string | null) =>
  useContract(
    c.get,
    { params: { id: id ?? '' }, query: { orgId }, secure: true },
    {
      enabled: id !== null,
      refetchInterval: (q) =>
        ['sending', 'scheduled'].includes(q.state.data?.campaign.status ?? '') ? 5_000 : false,
    },
  );

export const useMarketingOverview = (orgId: string) =>
  useContract(c.overview, { query: { orgId }, secure: true });

export const useCampaignTemplates = (orgId: string) =>
  useContract(c.templates, { query: { orgId }, secure: true });

export async function saveCampaign(id: string | null, input: CampaignInput) {
  const answer = id
    ? await call(c.update, { params: { id }, body: input, secure: true })
    : await call(c.create, { body: input, secure: true });
  await refresh();
  return answer.campaign;
}

export async function deleteCampaign(orgId: string, id: string) {
  await call(c.delete, { params: { id }, query: { orgId }, secure: true });
  await refresh();
}

export async function campaignAction(
  orgId: string,
  id: string,
  action: 'launch' | 'pause' | 'resume' | 'cancel',
) {
  const answer = await call(c[action], { params: { id }, body: { orgId }, secure: true });
  await refresh();
  return answer;
}

export const audienceSize = (
  orgId: string,
  audience: Audience,
  channels: MarketingChannel[],
  signal?: AbortSignal,
) => call(c.audience, { body: { orgId, audience, channels }, secure: true, signal });

export const sendTest = (
  orgId: string,
  channels: { email: boolean; sms: boolean },
  content: { subject: string; html: string; sms: string },
) => call(c.test, { body: { orgId, channels, content }, secure: true });

export async function saveTemplate(
  orgId: string,
  name: string,
  content: { subject: string; html: string; sms: string },
) {
  const answer = await call(c.saveTemplate, { body: { orgId, name, content }, secure: true });
  await invalidateContracts(c.templates);
  return answer.template;
}

export async function seedCampaigns(orgId: string) {
  const answer = await call(c.seed, { body: { orgId }, secure: true });
  await refresh();
  return answer.created;
}

export async function saveMarketingSettings(
  orgId: string,
  settings: { attributionDays: number; maxSmsSegments: number },
) {
  const answer = await call(c.settings, { body: { orgId, ...settings }, secure: true });
  await invalidateContracts(c.overview);
  return answer;
}

export async function saveJourney(orgId: string, kind: JourneyKind, config: JourneyConfig) {
  const answer = await call(c.journey, { body: { orgId, kind, config }, secure: true });
  await invalidateContracts(c.overview);
  return answer.journey;
}

export async function saveCustomJourney(input: CustomJourneyInput) {
  const answer = await call(c.saveCustomJourney, { body: input, secure: true });
  await invalidateContracts(c.overview);
  return answer.journey;
}

export async function deleteCustomJourney(orgId: string, id: string) {
  await call(c.deleteCustomJourney, { params: { id }, query: { orgId }, secure: true });
  await invalidateContracts(c.overview);
}

export const useSegments = (orgId: string) =>
  useContract(c.segments, { query: { orgId }, secure: true });

export async function saveSegment(orgId: string, name: string, audience: Audience) {
  const answer = await call(c.saveSegment, { body: { orgId, name, audience }, secure: true });
  await invalidateContracts(c.segments);
  return answer.segment;
}
