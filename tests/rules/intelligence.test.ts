// No-show risks in the rules: the salon's team (not booth renters) reads the
// day's risks beside the book; a client, a stranger and another salon never
// do; nobody writes them from a browser. (The model itself is the functions'
// alone: tests/rules/ai.test.ts.)
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules';
import { personas, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const { stylist, frontDesk, manager, owner, everyoneBut } = personas(rules);
const readers = [owner, manager, frontDesk, stylist];
const DAY = 'orgs/nova/noShowRisk/2026-12-01';

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), DAY), {
      date: '2026-12-01',
      risks: {
        b1: { probability: 0.31, level: 'high', reasons: ['first visit'], staffId: 's-leo' },
      },
      updatedAt: new Date(),
    });
  });
});

describe('orgs/{orgId}/noShowRisk/{date}', () => {
  for (const p of readers)
    it(`${p.name} reads the day’s risks and cannot change them`, async () => {
      await assertSucceeds(getDoc(doc(p.db(), DAY)));
      await assertFails(updateDoc(doc(p.db(), DAY), { 'risks.b1.level': 'low' }));
      await assertFails(setDoc(doc(p.db(), 'orgs/nova/noShowRisk/2026-12-02'), { risks: {} }));
    });

  for (const p of everyoneBut(...readers))
    it(`${p.name} does not read them`, async () => {
      await assertFails(getDoc(doc(p.db(), DAY)));
    });
});
