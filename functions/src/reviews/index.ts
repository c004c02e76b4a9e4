// What the reviews slice offers other slices: the site's reviews block (its
// requests go through the notifications queue by its own composer,
// subscriptions.ts).
export { publishedReviews } from './site';
export { googleReviewsDue } from './google/google.service';
