// How each HTTPS function is sized, and which API paths Hosting sends it.
// Figures are for the launch target (README "How it scales"): 2,000 bookings
// a second at the Monday peak is about 10 slot searches and menus per
// booking; one instance at concurrency 250 answers a few hundred requests a
// second (each waits on Firestore, not the CPU). Minimum instances keep the
// booking path warm; they cost money idle, so the project sets them with
// the parameters below (`firebase deploy` asks for them, or .env.<project>).
import { defineInt } from 'firebase-functions/params';
import type { HttpsOptions } from 'firebase-functions/v2/https';

const region = 'us-central1';

export const BOOKING_MIN_INSTANCES = defineInt('BOOKING_MIN_INSTANCES', {
  default: 1,
  description: 'Warm instances of the public booking path (bookingApi)',
});
export const API_MIN_INSTANCES = defineInt('API_MIN_INSTANCES', {
  default: 0,
  description: 'Warm instances of the signed-in API (api)',
});

export const FUNCTION_SIZES = {
  api: {
    region,
    concurrency: 80,
    cpu: 1,
    memory: '512MiB',
    minInstances: API_MIN_INSTANCES,
    maxInstances: 200,
    timeoutSeconds: 120,
  },
  bookingApi: {
    region,
    concurrency: 250,
    cpu: 1,
    memory: '512MiB',
    minInstances: BOOKING_MIN_INSTANCES,
    maxInstances: 1000,
    timeoutSeconds: 30,
  },
  webhooks: {
    region,
    concurrency: 40,
    cpu: 1,
    memory: '256MiB',
    maxInstances: 50,
    timeoutSeconds: 60,
  },
} satisfies Record<string, HttpsOptions>;

export type ApiFunction = keyof typeof FUNCTION_SIZES;

/** The API paths each function answers, most specific first, as firebase.json rewrites them. */
export const API_ROUTES: readonly { source: string; functionId: ApiFunction }[] = [
  { source: '/api/booking/**', functionId: 'bookingApi' },
  { source: '/api/payments/webhook', functionId: 'webhooks' },
  { source: '/api/notifications/twilio/**', functionId: 'webhooks' },
  { source: '/api/messaging/inbound/**', functionId: 'webhooks' },
  { source: '/api/calendar/google/notify', functionId: 'webhooks' },
  { source: '/api/calendar/outlook/notify', functionId: 'webhooks' },
  { source: '/api/**', functionId: 'api' },
];
