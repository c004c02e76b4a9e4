// The salon's public profile and its website theme:
//   GET|PUT /api/organisation/public-profile, GET /api/website-themes/users/{userId}/suggest-themes,
//   GET|PUT /api/website-themes/theme
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { THEME_PRESETS, ZPublicProfile, ZTheme } from '@chairside/core/site';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth } from '../http/auth';
import { requireRole } from '../http/membership';
import { parse } from '../http/validate';
import { getDraft, refreshPublished, saveDraft } from './site.service';
import { EDITOR_ROLES } from './sites.router';
import { zDocId } from '@chairside/core/ids';

export const profileRouter = Router();
export const themesRouter = Router();

const ZSalon = zDocId('Say which salon');

profileRouter.get('/public-profile', requireAuth, async (req, res) => {
  const salonId = parse(ZSalon, req.query['salon_id'], 'salon id');
  await requireRole(salonId, callerOf(res), EDITOR_ROLES, { action: 'edit the public profile' });
  const org = await db().doc(`orgs/${salonId}`).get();
  res.json({
    profile: ZPublicProfile.parse(org.get('publicProfile') ?? {}),
    slug: org.get('slug'),
  });
});

profileRouter.put('/public-profile', requireAuth, async (req, res) => {
  const salonId = parse(ZSalon, req.body?.salon_id, 'salon id');
  await requireRole(salonId, callerOf(res), EDITOR_ROLES, { action: 'edit the public profile' });
  const profile = parse(ZPublicProfile, req.body?.profile, 'public profile');
  await db()
    .doc(`orgs/${salonId}`)
    .update({ publicProfile: profile, updatedAt: FieldValue.serverTimestamp() });
  await refreshPublished(salonId);
  res.json({ profile });
});

themesRouter.get('/users/:userId/suggest-themes', requireAuth, async (req, res) => {
  const caller = callerOf(res);
  if (req.params['userId'] !== caller.uid)
    throw new ApiError('forbidden', 'You can only ask for your own suggestions.');
  res.json({ themes: THEME_PRESETS });
});

themesRouter.get('/theme', requireAuth, async (req, res) => {
  const salonId = parse(ZSalon, req.query['salon_id'], 'salon id');
  await requireRole(salonId, callerOf(res), EDITOR_ROLES, { action: 'change the website theme' });
  const { draft, publishedAt } = await getDraft(salonId);
  res.json({ theme: draft.theme, publishedAt });
});

/** Saves the theme into the draft; publishing shows it to visitors. */
themesRouter.put('/theme', requireAuth, async (req, res) => {
  const salonId = parse(ZSalon, req.body?.salon_id, 'salon id');
  const caller = callerOf(res);
  await requireRole(salonId, caller, EDITOR_ROLES, { action: 'change the website theme' });
  const theme = parse(ZTheme, req.body?.theme, 'theme');
  const { draft } = await getDraft(salonId);
  const saved = await saveDraft(salonId, caller.uid, { ...draft, theme });
  res.json({ theme: saved.draft.theme, updatedAt: saved.updatedAt });
});
