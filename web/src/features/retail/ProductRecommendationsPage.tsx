// /product-recommendations-page: what clients buy with their services and
// after earlier purchases, learned weekly from the salon's own sales, with
// how well it predicted the last three months against the best sellers. The
// owner pins a rule (its product is suggested first) or hides one.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import {
  recommendationContracts,
  type RecommendationRules,
  type RuleView,
} from '@chairside/core/contracts/intelligence';
import { MIN_BASKETS } from '@chairside/core/intelligence/recommendations';
import { call } from '../../lib/api/api';
import { useContract } from '../../lib/api/contract-query';
import { useWrite } from '../../lib/api/write';
import { SalonGate } from '../../app/workspace/SalonGate';
import { PageFrame } from '../../ui/PageFrame';

export default function ProductRecommendationsPage() {
  return (
    <SalonGate
      roles={['owner', 'manager']}
      title="Product recommendations"
      denied="Owners and managers choose which products are suggested to clients."
    >
      {(salon) => <Recommendations key={salon.orgId} orgId={salon.orgId} />}
    </SalonGate>
  );
}

const percent = (x: number) => `${Math.round(x * 100)}%`;
type Filter = 'all' | 'pinned' | 'hidden';

function Recommendations({ orgId }: { orgId: string }) {
  const rules = useContract(recommendationContracts.rules, { query: { orgId }, secure: true });
  const [filter, setFilter] = useState<Filter>('all');
  const [error, setError] = useState<string | null>(null);
  const choose = useWrite(
    (v: { key: string; choice: 'pinned' | 'hidden' | null }) =>
      call(recommendationContracts.choose, { body: { orgId, ...v }, secure: true }),
    {
      invalidates: [recommendationContracts.rules],
      onMutate: () => setError(null),
      onError: (e) => setError(e.message),
    },
  );
  const data = rules.data;
  const shown = (data?.rules ?? []).filter((r) => filter === 'all' || r.choice === filter);
  return (
    <PageFrame
      title="Product recommendations"
      subtitle="What your clients buy with their services and after earlier purchases, learned from your sales every week. They are suggested at the point of sale and on the client’s record. Pin a rule to suggest its product first; hide one you don’t want suggested."
      maxWidth={1100}
    >
      {rules.error ? (
        <Alert severity="error">{rules.error.message}</Alert>
      ) : !data ? (
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={88} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      ) : (
        <Stack spacing={3}>
          <Measured data={data} />
          {error && <Alert severity="error">{error}</Alert>}
          {data.rules.length > 0 && (
            <Box component="section" aria-labelledby="rules-title">
              <Stack
                direction="row"
                sx={{ mb: 1.5, alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
              >
                <Typography id="rules-title" component="h2" variant="h6" sx={{ flex: 1 }}>
                  What goes together
                </Typography>
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={filter}
                  onChange={(_, v: Filter | null) => v && setFilter(v)}
                  aria-label="Show"
                >
                  <ToggleButton value="all">All</ToggleButton>
                  <ToggleButton value="pinned">Pinned</ToggleButton>
                  <ToggleButton value="hidden">Hidden</ToggleButton>
                </ToggleButtonGroup>
              </Stack>
              {shown.length === 0 ? (
                <Typography color="text.secondary">
                  {filter === 'pinned' ? 'No rule is pinned.' : 'No rule is hidden.'}
                </Typography>
              ) : (
                <Stack spacing={1}>
                  {shown.map((r) => (
                    <RuleRow
                      key={r.key}
                      rule={r}
                      busy={choose.isPending && choose.variables?.key === r.key}
                      onChoose={(choice) => choose.mutate({ key: r.key, choice })}
                    />
                  ))}
                </Stack>
              )}
            </Box>
          )}
        </Stack>
      )}
    </PageFrame>
  );
}

function Measured({ data }: { data: RecommendationRules }) {
  const trained = data.trainedAt
    ? new Date(data.trainedAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric' })
    : null;
  if (data.status === 'too_little') {
    return (
      <Alert severity="info">
        {data.trainedAt
          ? `Chairside learns from sales of products to clients it knows. It has ${data.baskets} so far and needs at least ${MIN_BASKETS}: until then your best sellers are suggested.`
          : 'Chairside learns what goes together once a week, from sales of products to clients it knows. Nothing has been learned yet: your best sellers are suggested meanwhile.'}
      </Alert>
    );
  }
  const report = data.report;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6">
        How well it suggests
      </Typography>
      {report ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            Learned from your sales before{' '}
            {new Date(report.testFrom).toLocaleDateString('en-US', {
              month: 'long',
              day: 'numeric',
            })}{' '}
            and tried on the {report.tested} sales after: how often a client bought one of the five
            products suggested to them.
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <Bar label="Suggestions" value={report.hitRate} strong />
            <Bar label="Your five best sellers" value={report.baselineHitRate} />
          </Box>
        </>
      ) : (
        <Typography color="text.secondary">Too few recent sales to measure it on yet.</Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
        {data.rules.length} rules from {data.baskets} sales to known clients
        {trained ? `, learned ${trained}` : ''}.
      </Typography>
    </Paper>
  );
}

function Bar({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
          {percent(value)}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={value * 100}
        color={strong ? 'primary' : 'inherit'}
        sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
        aria-label={`${label}: ${percent(value)}`}
      />
    </Box>
  );
}

function RuleRow({
  rule,
  busy,
  onChoose,
}: {
  rule: RuleView;
  busy: boolean;
  onChoose: (choice: 'pinned' | 'hidden' | null) => void;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1.5,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
        opacity: rule.choice === 'hidden' ? 0.6 : 1,
      }}
    >
      <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {rule.kind === 'service' ? 'After' : 'Clients who'} {rule.when}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{rule.productName}</Typography>
      </Box>
      <Box sx={{ flex: '0 1 260px' }}>
        <Typography variant="body2">
          {percent(rule.confidence)} of them bought it · {rule.lift.toFixed(1)}× as often as anyone
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Seen in {rule.count} sales ({percent(rule.support)} of all)
        </Typography>
      </Box>
      {rule.choice === 'pinned' && <Chip size="small" color="primary" label="Pinned" />}
      {rule.choice === 'hidden' && <Chip size="small" label="Hidden" />}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={rule.choice}
        disabled={busy}
        onChange={(_, v: 'pinned' | 'hidden' | null) => onChoose(v)}
        aria-label={`${rule.productName} ${rule.kind === 'service' ? 'after' : 'for clients who'} ${rule.when}`}
      >
        <ToggleButton value="pinned" aria-label="Pin">
          <PushPinOutlined fontSize="small" />
        </ToggleButton>
        <ToggleButton value="hidden" aria-label="Hide">
          <VisibilityOffOutlined fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Paper>
  );
}
