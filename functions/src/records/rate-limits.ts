// rateLimits/{id}.
import { ZRateLimitRecord } from '@chairside/core/records/rate-limit';
import { db } from '../firebase';
import { converterFor } from './repository';

const counters = converterFor(ZRateLimitRecord);

export const rateLimitDoc = (id: string) => db().doc(`rateLimits/${id}`).withConverter(counters);
