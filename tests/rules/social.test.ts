// Social in the rules: connected accounts, their sealed tokens, posts and
// the portfolio are the functions' alone; the team works through the API,
// which checks the role (and tokens never reach a browser).
import { functionsOnly } from '../support/functions-only';

const PATHS = [
  'orgs/nova/socialConnections/instagram',
  'orgs/nova/socialSecrets/instagram',
  'orgs/nova/socialPosts/p1',
  'orgs/nova/portfolio/ph1',
];

functionsOnly('social accounts, posts and the portfolio', PATHS);
