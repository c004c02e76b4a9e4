// The notification queue, templates, clients' preferences and SMS opt-outs
// (and the relay's records of clients' answers by text and e-mail) are the functions' alone: no persona reads or writes them from a browser
// (the screens go through /api/notifications, which checks the role).
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules';
import { personas, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const { everyoneBut } = personas(rules);

const PATHS = [
  'orgs/nova/notifications/reminder-24h-email-b1-1',
  'orgs/nova/notificationTemplates/reminder-email',
  'orgs/nova/notificationPrefs/c-sam',
  'smsOptOuts/+17185550199',
  // Which conversation a number's texts answer, and the providers' messages already taken.
  'smsThreads/+17185550199',
  'inboundMessages/mailgun-tok-1',
];

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    for (const path of PATHS) {
      await setDoc(doc(ctx.firestore(), path), { status: 'queued', optedOut: false });
    }
  });
});

describe('notifications are written and read only by the functions', () => {
  for (const p of everyoneBut()) {
    it(`${p.name} reads and writes none of the queue, templates, preferences or opt-outs`, async () => {
      for (const path of PATHS) {
        await assertFails(getDoc(doc(p.db(), path)));
        await assertFails(setDoc(doc(p.db(), path), { status: 'sent', optedOut: true }));
      }
    });
  }
});
