// orgs/{orgId}/reviews, reviewRequests, reviewAsks, reviewStats and
// reviewSettings: functions only.
import {
  ZReviewFiguresRecord,
  ZReviewRecord,
  ZReviewRequestRecord,
  ZReviewSettingsRecord,
} from '@chairside/core/records/review';
import { db } from '../firebase';
import { converterFor } from './repository';

const reviews = converterFor(ZReviewRecord);
const requests = converterFor(ZReviewRequestRecord);
const settings = converterFor(ZReviewSettingsRecord);
const figures = converterFor(ZReviewFiguresRecord);

export const reviewsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/reviews`).withConverter(reviews);
export const reviewDoc = (orgId: string, id: string) => reviewsCollection(orgId).doc(id);
export const reviewRequestDoc = (orgId: string, id: string) =>
  db().doc(`orgs/${orgId}/reviewRequests/${id}`).withConverter(requests);
export const reviewAskDoc = (orgId: string, clientId: string) =>
  db().doc(`orgs/${orgId}/reviewAsks/${clientId}`);
export const reviewSettingsDoc = (orgId: string) =>
  db().doc(`orgs/${orgId}/reviewSettings/settings`).withConverter(settings);
export const reviewFiguresDoc = (orgId: string, id: string) =>
  db().doc(`orgs/${orgId}/reviewStats/${id}`).withConverter(figures);
