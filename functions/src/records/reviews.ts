// orgs/{orgId}/reviews, reviewRequests, reviewAsks, reviewStats,
// reviewSettings, reviewPhotos, reputation and reputationSecrets: functions only.
import {
  ZGoogleConnectionRecord,
  ZReviewFiguresRecord,
  ZReviewPhotoRecord,
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
export const reviewPhotoDoc = (orgId: string, id: string) =>
  db().doc(`orgs/${orgId}/reviewPhotos/${id}`).withConverter(converterFor(ZReviewPhotoRecord));

/** orgs/{orgId}/reputation/google: the salon's Google Business Profile connection. */
export const googleConnectionDoc = (orgId: string) =>
  db().doc(`orgs/${orgId}/reputation/google`).withConverter(converterFor(ZGoogleConnectionRecord));
/** Every salon's connection, for the sync that falls due. */
export const allGoogleConnections = () =>
  db().collectionGroup('reputation').withConverter(converterFor(ZGoogleConnectionRecord));
/** orgs/{orgId}/reputationSecrets/google: its sealed tokens (server only). */
export const googleSecretDoc = (orgId: string) =>
  db().doc(`orgs/${orgId}/reputationSecrets/google`);
