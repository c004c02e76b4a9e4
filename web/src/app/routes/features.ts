// Every feature's pages: the app's route table is this list of areas.
import { aiPages } from '../../features/ai/routes';
import { appointmentPages } from '../../features/appointments/routes';
import { authPages } from '../../features/auth/routes';
import { blogPages } from '../../features/blog/routes';
import { bookingPages } from '../../features/booking/routes';
import { calendarPages } from '../../features/calendar/routes';
import { migrationPages } from '../../features/migration/routes';
import { clientPages } from '../../features/clients/routes';
import { dashboardPages } from '../../features/dashboards/routes';
import { legalPages } from '../../features/legal/routes';
import { marketingPages } from '../../features/marketing/routes';
import { messagePages } from '../../features/messaging/routes';
import { notificationPages } from '../../features/notifications/routes';
import { salonPages } from '../../features/orgs/routes';
import { paymentPages } from '../../features/payments/routes';
import { payPages } from '../../features/pay/routes';
import { financePages } from '../../features/finance/routes';
import { campaignPages } from '../../features/campaigns/routes';
import { reviewPages } from '../../features/reviews/routes';
import { socialPages } from '../../features/social/routes';
import { retailPages } from '../../features/retail/routes';
import { giftCardPages } from '../../features/gift-cards/routes';
import { membershipPages } from '../../features/memberships/routes';
import { servicePages } from '../../features/services/routes';
import { sitePages } from '../../features/sites/routes';
import { teamPages } from '../../features/staff/routes';
import { schedulingPages } from '../../features/scheduling/routes';
import type { PageRegistration } from './page';

export const FEATURE_PAGES: readonly PageRegistration[] = [
  ...aiPages,
  ...schedulingPages,
  ...marketingPages,
  ...legalPages,
  ...authPages,
  ...dashboardPages,
  ...salonPages,
  ...teamPages,
  ...servicePages,
  ...clientPages,
  ...messagePages,
  ...notificationPages,
  ...appointmentPages,
  ...calendarPages,
  ...migrationPages,
  ...paymentPages,
  ...payPages,
  ...financePages,
  ...campaignPages,
  ...reviewPages,
  ...socialPages,
  ...retailPages,
  ...giftCardPages,
  ...membershipPages,
  ...bookingPages,
  ...sitePages,
  ...blogPages,
];
