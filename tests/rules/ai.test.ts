// The AI layer in the rules: a salon's usage, its call log, its cached
// answers and the allowance the platform sets are the functions' alone; the
// team reads its use through /api/ai/status, which checks the role.
import { functionsOnly } from '../support/functions-only';

const PATHS = [
  'orgs/nova/aiUsage/2026-11',
  'orgs/nova/aiCalls/c1',
  'orgs/nova/aiCache/k1',
  'aiBudgets/nova',
  // The no-show model and its evaluation (the team sees it through /api/ai/no-show-report).
  'orgs/nova/intelligence/noShow',
];

functionsOnly('AI usage, calls, cache and allowances', PATHS);
