// The AI layer's usage, call log, cache and allowances: functions only.
import {
  ZAiBudgetRecord,
  ZAiCacheRecord,
  ZAiCallRecord,
  ZAiUsageRecord,
} from '@chairside/core/records/ai';
import { db } from '../firebase';
import { converterFor } from './repository';

const usage = converterFor(ZAiUsageRecord);
const calls = converterFor(ZAiCallRecord);
const cache = converterFor(ZAiCacheRecord);
const budgets = converterFor(ZAiBudgetRecord);

/** orgs/{orgId}/aiUsage/{yyyy-mm}: plain data (increments write it without the converter). */
export const aiUsageRef = (orgId: string, month: string) =>
  db().doc(`orgs/${orgId}/aiUsage/${month}`);
export const aiUsageDoc = (orgId: string, month: string) =>
  aiUsageRef(orgId, month).withConverter(usage);
export const aiCallsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/aiCalls`).withConverter(calls);
export const aiCacheDoc = (orgId: string, key: string) =>
  db().doc(`orgs/${orgId}/aiCache/${key}`).withConverter(cache);
export const aiBudgetDoc = (orgId: string) => db().doc(`aiBudgets/${orgId}`).withConverter(budgets);
