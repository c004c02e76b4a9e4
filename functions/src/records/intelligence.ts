// orgs/{orgId}/intelligence/noShow (the salon's no-show model: functions only)
// and orgs/{orgId}/noShowRisk/{date} (the day's risks: the salon's team reads).
import {
  ZNoShowModelRecord,
  ZPlatformPriorRecord,
  ZPriorSampleRecord,
  ZRiskDayRecord,
  ZRecommendationsRecord,
  ZScheduleValuesRecord,
} from '@chairside/core/records/intelligence';
import { db } from '../firebase';
import { converterFor } from './repository';

const models = converterFor(ZNoShowModelRecord);
const riskDays = converterFor(ZRiskDayRecord);
const scheduleValues = converterFor(ZScheduleValuesRecord);
const recommendations = converterFor(ZRecommendationsRecord);
const priors = converterFor(ZPlatformPriorRecord);
const samples = converterFor(ZPriorSampleRecord);

export const noShowModelDoc = (orgId: string) =>
  db().doc(`orgs/${orgId}/intelligence/noShow`).withConverter(models);
export const allNoShowModels = () => db().collectionGroup('intelligence').withConverter(models);
export const riskDayDoc = (orgId: string, date: string) =>
  db().doc(`orgs/${orgId}/noShowRisk/${date}`).withConverter(riskDays);
export const scheduleValuesDoc = (orgId: string) =>
  db().doc(`orgs/${orgId}/intelligence/schedule`).withConverter(scheduleValues);
export const recommendationsDoc = (orgId: string) =>
  db().doc(`orgs/${orgId}/intelligence/recommendations`).withConverter(recommendations);
/** The platform's no-show prior, fitted weekly on every salon's anonymised sample. */
export const platformPriorDoc = () => db().doc('noShowPrior/platform').withConverter(priors);
export const priorSamplesCollection = () =>
  db().collection('noShowPrior/platform/samples').withConverter(samples);
export const priorSampleDoc = (id: string) => priorSamplesCollection().doc(id);
