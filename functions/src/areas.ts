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
import { dashboardAreas } from './dashboard/area';
import { searchAreas } from './search/area';
import { privacyAreas } from './privacy/area';
import { payAreas, rootPayAreas } from './pay/area';
import { financeAreas } from './finance/area';
import { marketingAreas } from './marketing/area';
import { reviewAreas } from './reviews/area';
import { socialAreas } from './social/area';
import { aiAreas } from './ai/area';
import { intelligenceAreas } from './intelligence/area';
import { siteAnalyticsAreas } from './site-analytics/area';

import type { ApiArea } from './http/area';

export type { ApiArea };

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
  ...dashboardAreas,
  ...searchAreas,
  ...privacyAreas,
  ...payAreas,
  ...financeAreas,
  ...marketingAreas,
  ...reviewAreas,
  ...socialAreas,
  ...aiAreas,
  ...intelligenceAreas,
  ...siteAnalyticsAreas,
  // Mounted at /api itself: last.
  ...rootPayAreas,
  ...rootPaymentAreas,
  ...rootSiteAreas,
];
