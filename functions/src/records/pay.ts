// orgs/{orgId}/commissionPlans, paySettings/current, payRuns and boothRent (functions write them; see core/records/pay).
import {
  ZBoothRentRecord,
  ZDeclaredTipRecord,
  ZCommissionPlanRecord,
  ZPayRunLinesRecord,
  ZPayRunRecord,
  ZPaySettingsRecord,
} from '@chairside/core/records/pay';
import { db } from '../firebase';
import { converterFor } from './repository';

const plans = converterFor(ZCommissionPlanRecord);
const settings = converterFor(ZPaySettingsRecord);
const runs = converterFor(ZPayRunRecord);
const runLines = converterFor(ZPayRunLinesRecord);
const rent = converterFor(ZBoothRentRecord);
const declared = converterFor(ZDeclaredTipRecord);

export const commissionPlansCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/commissionPlans`).withConverter(plans);
export const paySettingsDoc = (orgId: string) =>
  db().doc(`orgs/${orgId}/paySettings/current`).withConverter(settings);
export const payRunDoc = (orgId: string, from: string) =>
  db().doc(`orgs/${orgId}/payRuns/${from}`).withConverter(runs);
export const payRunLinesCollection = (orgId: string, from: string) =>
  db().collection(`orgs/${orgId}/payRuns/${from}/lines`).withConverter(runLines);
export const boothRentDoc = (orgId: string, staffId: string) =>
  db().doc(`orgs/${orgId}/boothRent/${staffId}`).withConverter(rent);
export const declaredTipsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/declaredTips`).withConverter(declared);
