import type { Router } from 'express';
import { healthAreas } from './health/area';
import { sessionAreas } from './session/area';
import { orgAreas } from './orgs/area';
import { staffAreas } from './staff/area';
import { clientAreas } from './clients/area';
import { bookingAreas } from './bookings/area';
import { authMailAreas } from './auth-mail/area';
import { adminAreas } from './admin/area';
import { rootSiteAreas, siteAreas } from './sites/area';
import { contactAreas } from './contact/area';
import { mediaAreas } from './media/area';
import { blogAreas } from './blog/area';
import { paymentAreas, rootPaymentAreas } from './payments/area';
import { dueAreas } from './due/area';
import { messagingAreas } from './messaging/area';
import { notificationAreas } from './notifications/area';
import { retailAreas } from './retail/area';
import { giftCardAreas } from './gift-cards/area';
import { membershipAreas } from './memberships/area';
import { loyaltyAreas } from './loyalty/area';
import { calendarAreas } from './calendar/area';
import { migrationAreas } from './migration/area';

/**
 * Every area of the API: where it is mounted under /api and how its router is
 * loaded (lazily, on its first request, so heavy dependencies stay out of
 * cold starts). Each feature lists its own in its area.ts; app.ts mounts
 * these; the route sweep test walks them.
 */
export interface ApiArea {
  /** Mount path under /api; null mounts at /api itself. */
  mount: string | null;
  load: () => Promise<{ router: Router }>;
}

export const API_AREAS: readonly ApiArea[] = [
  ...healthAreas,
  ...sessionAreas,
  ...orgAreas,
  ...staffAreas,
  ...clientAreas,
  ...bookingAreas,
  ...authMailAreas,
  ...adminAreas,
  ...siteAreas,
  ...contactAreas,
  ...mediaAreas,
  ...blogAreas,
  ...paymentAreas,
  ...dueAreas,
  ...messagingAreas,
  ...notificationAreas,
  ...retailAreas,
  ...giftCardAreas,
  ...membershipAreas,
  ...loyaltyAreas,
  ...calendarAreas,
  ...migrationAreas,
  // Mounted at /api itself: last.
  ...rootPaymentAreas,
  ...rootSiteAreas,
];
