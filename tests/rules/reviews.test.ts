// Reviews in the rules: reviews, the requests and when each client was last
// asked, the figures and the settings are the functions' alone. Clients
// submit through the signed link and the team reads through the API, which
// checks the role.
import { functionsOnly } from '../support/functions-only';

const PATHS = [
  'orgs/nova/reviews/rev-b1',
  'orgs/nova/reviewRequests/review-b1',
  'orgs/nova/reviewAsks/c-ana',
  'orgs/nova/reviewStats/all',
  'orgs/nova/reviewSettings/settings',
  'orgs/nova/reviewPhotos/0123abcd',
  'orgs/nova/reputation/google',
  'orgs/nova/reputationSecrets/google',
];

functionsOnly('reviews', PATHS);
