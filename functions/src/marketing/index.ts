// What the marketing slice offers other slices: a client's unsubscribe link,
// and its due work (campaigns released in batches, the journeys hourly).
export { unsubscribeToken } from './links';
export { campaignsDue } from './release';
export { journeysDue } from './journeys.service';
