import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type {
  MembershipDefinitionView,
  MembershipView,
} from '@chairside/core/contracts/memberships';
import { MEMBERSHIP_STATUS_LABELS, benefitLines } from '@chairside/core/memberships';
import { formatMinorUnits } from '@chairside/core/money';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import { ApiRequestError } from '../../lib/api/api-client';
import { ClientPicker } from '../clients/ClientPicker';
import { LoyaltyPanel } from './LoyaltyPanel';
import type { ClientRecord } from '../../lib/data/converters';
import {
  cancelMember,
  deleteMembershipPlan,
  enrolMember,
  renewMember,
  useMembers,
  useMembershipPlans,
} from '../../lib/data/memberships';
import { useServices } from '../../lib/data/services';
import { PageFrame } from '../../ui/PageFrame';
import { Figure } from '../retail/Figure';
import { longDate, STATUS_COLOR } from './MembershipCard';
import { PlanDialog } from './PlanDialog';
import { useActions, useWrite } from '../../lib/api/write';

const ROLES = ['owner', 'manager', 'front_desk'] as const;
const newKey = () => `membership-${crypto.randomUUID()}`;
const errorText = (e: unknown, fallback: string) =>
  e instanceof ApiRequestError ? e.message : fallback;

/** /memberships-page and /admin-membership-management-page: plans, members and their revenue. */
export default function MembershipsPage() {
  return (
    <SalonGate
      roles={ROLES}
      title="Memberships"
      denied="Owners, managers and the front desk look after memberships."
    >
      {(salon) => <Memberships salon={salon} />}
    </SalonGate>
  );
}

function Memberships({ salon }: { salon: ActiveSalon }) {
  const { orgId, org, role } = salon;
  const manages = role === 'owner' || role === 'manager';
  const money = (n: number) => formatMinorUnits(n, org.currency);
  const plans = useMembershipPlans(orgId);
  const members = useMembers(orgId);
  const services = useServices(orgId);
  const [tab, setTab] = useState<'members' | 'plans' | 'loyalty'>('members');
  const [editing, setEditing] = useState<MembershipDefinitionView | 'new' | null>(null);
  const [enrolling, setEnrolling] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const menu = services.items
    .filter((s) => s.status === 'active')
    .map((s) => ({ id: s.id, name: s.name }));
  const serviceName = (id: string) => menu.find((s) => s.id === id)?.name;
  const overview = members.data;
  const onSale = (plans.data?.definitions ?? []).filter((p) => p.active);

  return (
    <PageFrame
      title="Memberships"
      subtitle="Plans your clients pay for each month or year, who holds them, and what they bring in."
      actions={
        <Stack direction="row" spacing={1}>
          {manages && (
            <Button variant="outlined" onClick={() => setEditing('new')}>
              New plan
            </Button>
          )}
          <Button variant="contained" onClick={() => setEnrolling(true)} disabled={!onSale.length}>
            Sign up a client
          </Button>
        </Stack>
      }
    >
      <Stack spacing={3}>
        {notice && (
          <Alert severity={notice.ok ? 'success' : 'error'} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {overview ? (
            <>
              <Figure
                label="Monthly recurring revenue"
                value={money(overview.mrr)}
                hint="Active and due members; a yearly plan counts a twelfth"
              />
              <Figure label="Active members" value={String(overview.counts.active)} />
              <Figure
                label="Payment due"
                value={String(overview.counts.past_due)}
                tone={overview.counts.past_due ? 'warning' : undefined}
              />
              <Figure label="Plans on sale" value={String(onSale.length)} />
            </>
          ) : (
            [0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={96} />)
          )}
        </Box>
        <Tabs
          value={tab}
          onChange={(_, v: 'members' | 'plans' | 'loyalty') => setTab(v)}
          aria-label="Memberships"
        >
          <Tab value="members" label="Members" />
          <Tab value="plans" label="Plans" />
          <Tab value="loyalty" label="Loyalty points" />
        </Tabs>
        {tab === 'loyalty' ? (
          <LoyaltyPanel orgId={orgId} currency={org.currency} manages={manages} money={money} />
        ) : tab === 'members' ? (
          members.error ? (
            <Alert severity="error">{members.error.message}</Alert>
          ) : !overview ? (
            <Skeleton variant="rounded" height={240} />
          ) : overview.members.length === 0 ? (
            <Alert severity="info">
              No members yet. Sign a client up here, or let clients join from your website’s
              Memberships section.
            </Alert>
          ) : (
            <MembersTable
              orgId={orgId}
              members={overview.members}
              manages={manages}
              onNotice={setNotice}
            />
          )
        ) : plans.error ? (
          <Alert severity="error">{plans.error.message}</Alert>
        ) : !plans.data ? (
          <Skeleton variant="rounded" height={240} />
        ) : plans.data.definitions.length === 0 ? (
          <Alert severity="info">
            No plans yet.{' '}
            {manages ? 'Create one with “New plan”.' : 'An owner or manager creates them.'}
          </Alert>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(280px, 1fr))' },
            }}
          >
            {plans.data.definitions.map((p) => (
              <Card key={p.id} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flexGrow: 1 }}>
                  <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
                    <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                      {p.name}
                    </Typography>
                    {!p.active && <Chip size="small" label="Retired" />}
                    {p.active && !p.onlineSignup && <Chip size="small" label="Desk only" />}
                  </Stack>
                  <Typography variant="h5" component="p">
                    {money(p.price)}
                    <Typography component="span" color="text.secondary">
                      {' '}
                      / {p.billing_interval}
                    </Typography>
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 1 }}>
                    {p.members} {p.members === 1 ? 'member' : 'members'}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {benefitLines(p, serviceName).map((b) => (
                      <li key={b}>{b}</li>
                    ))}
                  </Box>
                </CardContent>
                {manages && (
                  <CardActions>
                    <Button onClick={() => setEditing(p)}>Edit</Button>
                    {role === 'owner' && (
                      <Button
                        color="error"
                        onClick={() =>
                          void deleteMembershipPlan(orgId, p.id).then(
                            (a) =>
                              setNotice({
                                ok: true,
                                text: a.retired
                                  ? `${p.name} has members, so it is retired: no longer sold, kept by its members.`
                                  : `${p.name} is deleted.`,
                              }),
                            (e: unknown) =>
                              setNotice({ ok: false, text: errorText(e, 'Not deleted.') }),
                          )
                        }
                      >
                        {p.members ? 'Retire' : 'Delete'}
                      </Button>
                    )}
                  </CardActions>
                )}
              </Card>
            ))}
          </Box>
        )}
      </Stack>
      {editing && (
        <PlanDialog
          orgId={orgId}
          currency={org.currency}
          services={menu}
          plan={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {enrolling && (
        <EnrolDialog
          orgId={orgId}
          currency={org.currency}
          plans={onSale}
          onClose={() => setEnrolling(false)}
          onDone={(m) =>
            setNotice({
              ok: true,
              text: `${m.clientName} is a ${m.planName} member. Take ${money(m.price)} in cash; it is in today’s ledger.`,
            })
          }
        />
      )}
    </PageFrame>
  );
}

function MembersTable(props: {
  orgId: string;
  members: MembershipView[];
  manages: boolean;
  onNotice: (n: { ok: boolean; text: string }) => void;
}) {
  const { orgId, members, manages, onNotice } = props;
  const actions = useActions({
    onDone: (text) => onNotice({ ok: true, text }),
    onError: (e) => onNotice({ ok: false, text: errorText(e, 'That did not work. Try again.') }),
  });
  const { busy } = actions;
  const act = (id: string, work: () => Promise<unknown>, done: string) =>
    actions.run(id, work, done);
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const actionProps = { orgId, manages, busy, act };
  if (phone) {
    return (
      <Stack
        component="ul"
        aria-label="Members"
        spacing={1.5}
        sx={{ p: 0, m: 0, listStyle: 'none' }}
      >
        {members.map((m) => (
          <Card component="li" key={m.id} variant="outlined">
            <CardContent sx={{ pb: 1 }}>
              <Stack direction="row" spacing={1} alignItems="center">
                <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>
                  {m.clientName || 'A client'}
                </Typography>
                <StatusChip m={m} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {m.planName} · {formatMinorUnits(m.price, m.currency)} / {m.interval} ·{' '}
                {m.billing === 'stripe' ? 'card' : 'at the desk'}
              </Typography>
              <Typography variant="body2">
                {m.included.map((s) => `${s.name} ${s.left}/${s.count} left`).join(', ')}
                {m.currentPeriodEnd ? ` · until ${longDate(m.currentPeriodEnd)}` : ''}
              </Typography>
            </CardContent>
            <CardActions sx={{ pt: 0 }}>
              <MemberActions m={m} {...actionProps} />
            </CardActions>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Members">
        <TableHead>
          <TableRow>
            <TableCell>Client</TableCell>
            <TableCell>Plan</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Included left</TableCell>
            <TableCell>Period ends</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((m) => {
            const money = formatMinorUnits(m.price, m.currency);
            return (
              <TableRow key={m.id}>
                <TableCell>
                  <Typography variant="body2">{m.clientName || 'A client'}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {m.clientEmail}
                  </Typography>
                </TableCell>
                <TableCell>
                  {m.planName}
                  <Typography variant="caption" color="text.secondary" display="block">
                    {money} / {m.interval} ·{' '}
                    {m.billing === 'stripe' ? 'card (Stripe)' : 'at the desk'}
                  </Typography>
                </TableCell>
                <TableCell>
                  <StatusChip m={m} />
                </TableCell>
                <TableCell>
                  {m.included.length
                    ? m.included.map((s) => `${s.name} ${s.left}/${s.count}`).join(', ')
                    : '—'}
                </TableCell>
                <TableCell>{longDate(m.currentPeriodEnd) || '—'}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <MemberActions m={m} {...actionProps} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

function StatusChip({ m }: { m: MembershipView }) {
  return (
    <Chip
      size="small"
      label={
        m.cancelAtPeriodEnd && m.status === 'active' ? 'Ending' : MEMBERSHIP_STATUS_LABELS[m.status]
      }
      color={STATUS_COLOR[m.status]}
    />
  );
}

/** A salon-billed membership is renewed at the desk in its last week, or once it is due. */
const renewable = (m: MembershipView) =>
  m.billing === 'salon' &&
  m.status !== 'cancelled' &&
  !m.cancelAtPeriodEnd &&
  (m.status === 'past_due' ||
    (m.currentPeriodEnd !== null && Date.parse(m.currentPeriodEnd) - Date.now() < 7 * 86_400_000));

function MemberActions(props: {
  m: MembershipView;
  orgId: string;
  manages: boolean;
  busy: string | null;
  act: (id: string, work: () => Promise<unknown>, done: string) => void;
}) {
  const { m, orgId, manages, busy, act } = props;
  const money = formatMinorUnits(m.price, m.currency);
  return (
    <>
      {renewable(m) && (
        <Button
          size="small"
          disabled={busy === m.id}
          onClick={() =>
            act(
              m.id,
              () => renewMember(orgId, m.id, newKey()),
              `${m.clientName} renewed: take ${money} in cash.`,
            )
          }
        >
          Renew
        </Button>
      )}
      {manages && m.status !== 'cancelled' && !m.cancelAtPeriodEnd && (
        <Button
          size="small"
          color="error"
          disabled={busy === m.id}
          onClick={() =>
            act(
              m.id,
              () => cancelMember(m.id, { orgId, when: 'period_end' }),
              `${m.clientName}’s membership ends on ${longDate(m.currentPeriodEnd)}.`,
            )
          }
          aria-label={`Cancel ${m.clientName}’s membership`}
        >
          Cancel
        </Button>
      )}
    </>
  );
}

function EnrolDialog(props: {
  orgId: string;
  currency: string;
  plans: MembershipDefinitionView[];
  onClose: () => void;
  onDone: (m: MembershipView) => void;
}) {
  const { orgId, currency, plans, onClose, onDone } = props;
  const [client, setClient] = useState<ClientRecord | null>(null);
  const [planId, setPlanId] = useState(plans[0]?.id ?? '');
  const [key] = useState(newKey);
  const plan = plans.find((p) => p.id === planId);
  const enrol = useWrite(enrolMember, {
    onSuccess: (m) => {
      onDone(m);
      onClose();
    },
  });
  const busy = enrol.isPending;
  const error = enrol.error
    ? errorText(enrol.error, 'The client was not signed up. Try again.')
    : null;
  const submit = () => {
    if (!client || !plan) return;
    enrol.mutate({ orgId, clientId: client.id, definitionId: plan.id, idempotencyKey: key });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="enrol-title">
      <DialogTitle id="enrol-title">Sign up a client</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <ClientPicker orgId={orgId} value={client} onChange={setClient} required autoFocus />
          <TextField select label="Plan" value={planId} onChange={(e) => setPlanId(e.target.value)}>
            {plans.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name} · {formatMinorUnits(p.price, currency)} / {p.billing_interval}
              </MenuItem>
            ))}
          </TextField>
          {plan && (
            <Typography color="text.secondary">
              Take {formatMinorUnits(plan.price, currency)} in cash now; the membership runs a{' '}
              {plan.billing_interval} from today and is renewed here. Clients who join on your
              website pay by card and renew automatically.
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!client || !plan || busy} onClick={submit}>
          Paid in cash: sign up
        </Button>
      </DialogActions>
    </Dialog>
  );
}
