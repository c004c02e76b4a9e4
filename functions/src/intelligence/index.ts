// What the intelligence slice offers other slices; everything else in it is its own.
export { noShowDue, noShowPriorDue } from './due';

/**
 * Up to three products that go with a client's last visit (rules only, never
 * plain best sellers), for the after-visit message. Loads the model on use.
 */
export async function productsAfterVisit(orgId: string, clientId: string, now = new Date()) {
  const { recommendationsFor } = await import('./recommendations.service');
  const answer = await recommendationsFor({ orgId, clientId, limit: 6 }, now);
  return answer.products.filter((p) => p.reason !== null).slice(0, 3);
}
