// Commission plans: for a role (everyone of it without a plan of their own) or
// one team member, from the first day of a pay period. Plans in force stay as
// they are; a change is a new plan from a later period.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { CommissionPlanView, CommissionSettings } from '@chairside/core/contracts/pay';
import { termsInWords } from '@chairside/core/commissions';
import { removeCommissionPlan, useCommissionSettings } from '../../lib/data/pay';
import { useWrite } from '../../lib/api/write';
import { PlanDialog } from './PlanDialog';
import { dayWords } from './PayRunPanel';

type Money = (minor: number) => string;

export default function PlansPanel(props: { orgId: string; currency: string; money: Money }) {
  const settings = useCommissionSettings(props.orgId);
  if (settings.error) return <Alert severity="error">{settings.error.message}</Alert>;
  if (!settings.data) return <Skeleton variant="rounded" height={320} />;
  return <Plans {...props} settings={settings.data} />;
}

function Plans({
  orgId,
  currency,
  money,
  settings,
}: {
  orgId: string;
  currency: string;
  money: Money;
  settings: CommissionSettings;
}) {
  const [editing, setEditing] = useState<CommissionPlanView | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const removing = useWrite((planId: string) => removeCommissionPlan(orgId, planId), {
    onError: (e) => setProblem(e.message),
  });
  const today = new Date().toISOString().slice(0, 10);
  const covered = new Set(
    settings.plans.map((p) =>
      p.scope.kind === 'staff' ? p.scope.staffId : `role:${p.scope.role}`,
    ),
  );
  const uncovered = settings.team.filter(
    // Owners usually draw rather than earn commission: only the team is flagged.
    (m) =>
      m.role !== 'booth_renter' &&
      m.role !== 'owner' &&
      !covered.has(m.staffId) &&
      !covered.has(`role:${m.role}`),
  );
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Typography sx={{ flex: 1 }} color="text.secondary">
          A plan for a role pays everyone of that role who has no plan of their own. Plans start on
          the first day of a pay period
          {settings.closedThrough
            ? `; pay up to ${dayWords(settings.closedThrough)} is closed`
            : ''}
          .
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          New plan
        </Button>
      </Stack>
      {uncovered.length > 0 && (
        <Alert severity="warning">
          No plan pays {uncovered.map((m) => m.name).join(', ')} commission yet (a rate on their
          profile still counts).
        </Alert>
      )}
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {settings.plans.length === 0 && (
        <Typography color="text.secondary">
          No plans yet. Start with one for stylists: a percentage on services and products, or tiers
          that pay more as the period’s takings grow.
        </Typography>
      )}
      <Stack spacing={2}>
        {settings.plans.map((plan) => (
          <Card key={plan.id} variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h3">
                {plan.scopeName}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                From {dayWords(plan.effectiveFrom)}
                {plan.effectiveFrom > today ? ' (not started)' : ''} · saved by {plan.savedBy}
              </Typography>
              {termsInWords(plan.terms, money).map((line) => (
                <Typography key={line}>{line}</Typography>
              ))}
            </CardContent>
            <CardActions>
              <Button onClick={() => setEditing(plan)}>Change from a later period</Button>
              {plan.effectiveFrom > today && (
                <Button color="error" onClick={() => removing.mutate(plan.id)}>
                  Remove
                </Button>
              )}
            </CardActions>
          </Card>
        ))}
      </Stack>
      {editing && (
        <PlanDialog
          orgId={orgId}
          currency={currency}
          settings={settings}
          from={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
