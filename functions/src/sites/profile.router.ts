// The salon's public profile and its website theme:
//   GET|PUT /api/organisation/public-profile, GET /api/website-themes/users/{userId}/suggest-themes,
//   GET|PUT /api/website-themes/theme
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import {
  profileContracts as profile,
  themeContracts as theme,
} from '@chairside/core/contracts/sites';
import { foundryThemes } from '@chairside/core/ai/foundry';
import { THEME_PRESETS } from '@chairside/core/site';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { requireRole } from '../http/membership';
import { orgIdFrom, parse } from '../http/validate';
import { orgDoc } from '../records/orgs';
import { EDITOR_ROLES } from './roles';
import { getDraft, refreshPublished, saveDraft } from './site.service';

export const profileRouter = Router();
export const themesRouter = Router();

profileRouter.get(profile.get.path, requireAuth, async (req, res) => {
  const { orgId } = parse(profile.get.query, orgIdFrom(req.query), 'salon id');
  await requireRole(orgId, callerOf(res), EDITOR_ROLES, { action: 'edit the public profile' });
  const org = (await orgDoc(orgId).get()).data();
  if (!org) throw new ApiError('not_found', 'We could not find that salon.');
  reply(res, profile.get, { profile: org.publicProfile, slug: org.slug });
});

profileRouter.put(profile.save.path, requireAuth, async (req, res) => {
  const { shape } = profile.save.body;
  const salonId = parse(shape.orgId, req.body?.orgId ?? req.body?.salon_id, 'salon id');
  await requireRole(salonId, callerOf(res), EDITOR_ROLES, { action: 'edit the public profile' });
  // Parsed on its own so each problem names the form's field (`tagline`, not `profile.tagline`).
  const saved = parse(shape.profile, req.body?.profile, 'public profile');
  await orgDoc(salonId).update({ publicProfile: saved, updatedAt: FieldValue.serverTimestamp() });
  await refreshPublished(salonId);
  reply(res, profile.save, { profile: saved });
});

themesRouter.get(theme.suggest.path, requireAuth, async (req, res) => {
  const caller = callerOf(res);
  if (req.params['userId'] !== caller.uid)
    throw new ApiError('forbidden', 'You can only ask for your own suggestions.');
  // The presets, then themes the text foundry makes (AA-checked palettes, paired fonts).
  reply(res, theme.suggest, { themes: [...THEME_PRESETS, ...foundryThemes()] });
});

themesRouter.get(theme.get.path, requireAuth, async (req, res) => {
  const { orgId } = parse(theme.get.query, orgIdFrom(req.query), 'salon id');
  await requireRole(orgId, callerOf(res), EDITOR_ROLES, { action: 'change the website theme' });
  const { draft, publishedAt } = await getDraft(orgId);
  reply(res, theme.get, { theme: draft.theme, publishedAt });
});

/** Saves the theme into the draft; publishing shows it to visitors. */
themesRouter.put(theme.save.path, requireAuth, async (req, res) => {
  const { shape } = theme.save.body;
  const salonId = parse(shape.orgId, req.body?.orgId ?? req.body?.salon_id, 'salon id');
  const caller = callerOf(res);
  await requireRole(salonId, caller, EDITOR_ROLES, { action: 'change the website theme' });
  const chosen = parse(shape.theme, req.body?.theme, 'theme');
  const { draft } = await getDraft(salonId);
  const saved = await saveDraft(salonId, caller.uid, { ...draft, theme: chosen });
  reply(res, theme.save, { theme: saved.draft.theme, updatedAt: saved.updatedAt });
});
