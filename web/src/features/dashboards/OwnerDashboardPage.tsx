import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { missingSalonDetails, openDays } from '@chairside/core/salon-setup';
import { isRegisteredPath } from '../../app/routes/registered';
import type { Org } from '../../lib/data/converters';
import { useSalonOverview } from '../../lib/data/workspace';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { DashboardFrame, firstName } from './DashboardFrame';
import { SalonCard } from './SalonCard';
import { TeamCard } from './TeamCard';

interface Step {
  key: string;
  title: string;
  detail: string;
  done: boolean | null;
  to: string;
  action: string;
}

// The figures (and their chart) load after the dashboard's frame has painted.
const SalonFigures = lazy(() =>
  import('./figures/SalonFigures').then((m) => ({ default: m.SalonFigures })),
);

// The website's week reads through its contract (and zod) once the frame has painted.
const WebsiteWeekCard = lazy(() =>
  import('./WebsiteWeekCard').then((m) => ({ default: m.WebsiteWeekCard })),
);

const SampleDataCard = lazy(() =>
  import('./SampleDataCard').then((m) => ({ default: m.SampleDataCard })),
);

/**
 * The sample data card, loaded only for a salon that is offered samples (no
 * services yet) or holds them: an established salon's dashboard never loads
 * it. Once shown it stays, so its "removed" note is read.
 */
function SampleDataOffer({ orgId }: { orgId: string }) {
  const overview = useSalonOverview(orgId).data;
  const [shown, setShown] = useState(false);
  const offered =
    !!overview && overview.sampleData !== null && (overview.sampleData || !overview.hasServices);
  if (offered && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SampleDataCard orgId={orgId} />
    </Suspense>
  );
}

/**
 * /owner-dashboard: today's salon at a glance (appointments, takings,
 * occupancy, what comes next and what needs attention), with the set-up
 * checklist until every step is done.
 */
export default function OwnerDashboardPage() {
  const { active, user } = useWorkspace();
  if (!active || active.role !== 'owner') return <Navigate to="/dashboard" replace />;
  if (!active.org) return null;
  return (
    <DashboardFrame
      title={`Welcome, ${firstName(user.displayName)}`}
      subtitle={`Here is ${active.org.name} today.`}
    >
      <SampleDataOffer orgId={active.orgId} />
      <Suspense fallback={null}>
        <SalonFigures orgId={active.orgId} timeZone={active.org.timeZone} />
      </Suspense>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <SetupChecklist org={active.org} />
        {/* The cards keep their own height here: a column of them never clips one. */}
        <Stack spacing={2} sx={{ '& > .MuiCard-root': { height: 'auto', flexShrink: 0 } }}>
          <SalonCard org={active.org} />
          <Suspense fallback={null}>
            <WebsiteWeekCard orgId={active.orgId} timeZone={active.org.timeZone} />
          </Suspense>
          <TeamCard orgId={active.orgId} me={user.uid} />
        </Stack>
      </Box>
    </DashboardFrame>
  );
}

function SetupChecklist({ org }: { org: Org }) {
  const overview = useSalonOverview(org.id).data;
  const invited = overview?.invitePending ?? null;
  const hasServices = overview?.hasServices ?? null;
  const published = overview?.sitePublished ?? null;
  const missing = missingSalonDetails(org);
  const teamSize = overview ? overview.team.length : null;

  const steps: Step[] = [
    {
      key: 'details',
      title: 'Salon details',
      detail: missing.length
        ? `Add your ${missing.join(', ')} so clients can reach you.`
        : 'Address, phone and e-mail are in.',
      done: missing.length === 0,
      to: '/settings-hub',
      action: 'Edit details',
    },
    {
      key: 'hours',
      title: 'Opening hours',
      detail: `Open ${openDays(org.businessHours)} days a week. Bookings follow these hours.`,
      done: openDays(org.businessHours) > 0,
      to: '/settings-hub',
      action: 'Set hours',
    },
    {
      key: 'services',
      title: 'Services',
      detail: hasServices
        ? 'Your menu of services is set up.'
        : 'List what you offer, with durations and prices.',
      done: hasServices,
      to: '/services',
      action: 'Add services',
    },
    {
      key: 'staff',
      title: 'Team',
      detail:
        teamSize !== null && teamSize > 1
          ? `${teamSize} people on the team.`
          : invited
            ? 'An invitation is on its way; it completes when accepted.'
            : 'Invite your stylists, front desk and booth renters by e-mail.',
      done: teamSize === null ? null : teamSize > 1,
      to: '/staff-management',
      action: 'Invite your team',
    },
    {
      key: 'website',
      title: 'Website',
      detail: published
        ? 'Your salon’s website is live.'
        : 'Publish a website clients can book from.',
      done: published,
      to: '/editor',
      action: 'Build your website',
    },
  ];
  const done = steps.filter((s) => s.done).length;
  // Once the salon is set up, the checklist yields to the figures.
  if (done === steps.length) return null;

  return (
    <Card variant="outlined" sx={{ alignSelf: 'start' }}>
      <CardContent>
        <Typography variant="h5" component="h2">
          Set-up checklist
        </Typography>
        <Typography color="text.secondary" id="setup-progress-label">
          {done} of {steps.length} done
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(done / steps.length) * 100}
          aria-labelledby="setup-progress-label"
          sx={{ my: 2, height: 8, borderRadius: 4 }}
        />
        <List aria-label="Set-up steps">
          {steps.map((step) => (
            <ListItem
              key={step.key}
              data-step={step.key}
              data-done={step.done === true}
              disableGutters
              secondaryAction={
                !step.done && isRegisteredPath(step.to) ? (
                  <Button component={RouterLink} to={step.to} size="small" variant="outlined">
                    {step.action}
                  </Button>
                ) : undefined
              }
              sx={{
                pr: { xs: 0, sm: 18 },
                alignItems: 'flex-start',
                flexWrap: 'wrap',
                // On a phone the button goes under its step instead of over the words.
                '& > .MuiListItemText-root': { flex: '1 1 0', minWidth: 0 },
                '& > .MuiListItemSecondaryAction-root': {
                  position: { xs: 'static', sm: 'absolute' },
                  transform: { xs: 'none', sm: 'translateY(-50%)' },
                  flexBasis: { xs: '100%', sm: 'auto' },
                  pl: { xs: 7, sm: 0 },
                  pb: { xs: 1, sm: 0 },
                },
              }}
            >
              <ListItemIcon sx={{ mt: 0.5 }}>
                {step.done ? (
                  <CheckCircleIcon color="success" titleAccess="Done" />
                ) : (
                  <RadioButtonUncheckedIcon color="disabled" titleAccess="To do" />
                )}
              </ListItemIcon>
              <ListItemText primary={step.title} secondary={step.detail} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
