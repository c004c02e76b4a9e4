// Marketing in the rules: everything of it is the functions' alone. A
// client's opt-out (written by the unsubscribe link through the API) is
// nobody's to read or undo from the browser, the salon's owner included, so
// no edit can resubscribe a client; campaigns, their audiences (with every
// recipient's address), templates, settings, touches, journey enrolments and
// the roster, saved segments and the salon's own journeys with each client's
// run are read and written through the API, which checks the role.
import { functionsOnly } from '../support/functions-only';

const PATHS = [
  'orgs/nova/marketingOptOuts/c-ana',
  'orgs/nova/campaigns/cmp-1',
  'orgs/nova/campaigns/cmp-1/audience/00000',
  'orgs/nova/campaignTemplates/tpl-1',
  'orgs/nova/marketing/settings',
  'orgs/nova/marketingTouches/c-ana',
  'orgs/nova/journeyEnrolments/win_back~c-ana~lapsed-since-2026-01-01',
  'orgs/nova/marketingRoster/0000',
  'orgs/nova/segments/seg-1',
  'orgs/nova/customJourneys/cj-1',
  'orgs/nova/customJourneys/cj-1/runs/c-ana',
];

functionsOnly('marketing', PATHS);
