// webhookFailures/{provider-eventId}: a verified webhook whose processing
// threw (the provider retries it). The platform overview counts and lists
// them; a TTL on expiresAt deletes them after 30 days. Functions only.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../firebase';

const KEEP_MS = 30 * 24 * 60 * 60_000;

export async function recordWebhookFailure(
  provider: string,
  eventId: string,
  type: string,
  err: unknown,
  now = new Date(),
): Promise<void> {
  const reason = (err instanceof Error ? err.message : String(err)).slice(0, 300);
  await db()
    .doc(`webhookFailures/${provider}-${eventId.replace(/[^A-Za-z0-9_-]/g, '_')}`)
    .set(
      {
        provider,
        eventId,
        type,
        reason,
        attempts: FieldValue.increment(1),
        at: Timestamp.fromDate(now),
        expiresAt: Timestamp.fromMillis(now.getTime() + KEEP_MS),
      },
      { merge: true },
    )
    .catch((e: unknown) => logger.error('Could not record a webhook failure', { eventId, e }));
}
