import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReservationView } from '@chairside/core/contracts/retail';
import { formatMinorUnits } from '@chairside/core/money';
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@chairside/core/retail';
import { isoDateIn } from '@chairside/core/staff-profile';
import { addDays } from '@chairside/core/zoned-time';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import { siteUrl } from '../../lib/data/site';
import {
  changeReservation,
  useProducts,
  useReservations,
  useShopAnalytics,
} from '../../lib/data/retail';
import { PageFrame } from '../../ui/PageFrame';
import { Figure } from './Figure';
import { usePhoneFormat } from '../../app/workspace/use-phone-format';
import { useWrite } from '../../lib/api/write';

type Filter = 'open' | 'closed' | 'all';
const STATUS_COLOR: Record<ReservationStatus, 'warning' | 'info' | 'success' | 'default'> = {
  reserved: 'warning',
  ready: 'info',
  picked_up: 'success',
  cancelled: 'default',
  expired: 'default',
};

/** /shop-page: the online shop's reservations to prepare and hand over, and how the shop does. */
export default function ShopPage() {
  return (
    <SalonGate
      roles={['owner', 'manager', 'front_desk']}
      title="Online shop"
      denied="Owners, managers and the front desk look after the online shop's reservations."
    >
      {(salon) => <Shop salon={salon} />}
    </SalonGate>
  );
}

function Shop({ salon }: { salon: ActiveSalon }) {
  const { orgId, org, role } = salon;
  const [filter, setFilter] = useState<Filter>('open');
  const reservations = useReservations(orgId, filter);
  const products = useProducts(orgId);
  const online = products.items.filter((p) => p.onlineSellable && !p.archived);
  const manager = role === 'owner' || role === 'manager';
  const slug = org.slug;

  return (
    <PageFrame
      title="Online shop"
      subtitle={`${org.name} · reservations for pickup`}
      actions={
        <>
          {slug && (
            <Button href={siteUrl(slug)} target="_blank" rel="noopener" variant="outlined">
              View the shop
            </Button>
          )}
          {manager && (
            <Button component={RouterLink} to="/ecommerce-settings" variant="outlined">
              Shop settings
            </Button>
          )}
        </>
      }
    >
      {manager && <Analytics orgId={orgId} timeZone={org.timeZone} />}
      <Card variant="outlined" sx={{ mb: 3 }}>
        <Tabs value={filter} onChange={(_, v: Filter) => setFilter(v)} aria-label="Reservations">
          <Tab value="open" label="To hand over" />
          <Tab value="closed" label="Done" />
          <Tab value="all" label="All" />
        </Tabs>
        <CardContent>
          {reservations.isError ? (
            <Alert severity="error">{reservations.error.message}</Alert>
          ) : !reservations.data ? (
            <Skeleton variant="rounded" height={120} />
          ) : reservations.data.reservations.length === 0 ? (
            <Typography color="text.secondary">
              {filter === 'open'
                ? 'No reservations waiting. When a visitor reserves a product on your website, it shows here with their name and the units held for them.'
                : 'Nothing here yet.'}
            </Typography>
          ) : (
            <Stack
              divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}
              component="ul"
              sx={{ p: 0, m: 0 }}
            >
              {reservations.data.reservations.map((r) => (
                <ReservationRow key={r.id} r={r} orgId={orgId} timeZone={org.timeZone} />
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            In the shop
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {online.length === 0
              ? 'No product is shown online yet. Turn on “Show in the website’s shop” on a product.'
              : `${online.length} ${online.length === 1 ? 'product is' : 'products are'} on your website.`}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {online.map((p) => (
              <Chip
                key={p.id}
                label={`${p.name} · ${p.stock > 0 ? `${p.stock} in stock` : 'out of stock'}`}
                color={p.stock > 0 ? 'default' : 'error'}
                variant="outlined"
              />
            ))}
          </Stack>
          <Link
            component={RouterLink}
            to="/retail-management"
            sx={{ display: 'inline-block', mt: 2 }}
          >
            Manage products
          </Link>
        </CardContent>
      </Card>
    </PageFrame>
  );
}

function ReservationRow({
  r,
  orgId,
  timeZone,
}: {
  r: ReservationView;
  orgId: string;
  timeZone: string;
}) {
  const formatPhone = usePhoneFormat();
  const navigate = useNavigate();
  const change = useWrite((status: 'ready' | 'cancelled') =>
    changeReservation(orgId, r.id, status),
  );
  const busy = change.isPending;
  const error = change.error?.message ?? null;
  const money = (n: number) => formatMinorUnits(n, r.currency);
  const when = (iso: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    }).format(new Date(new Date(iso).getTime() - 1));
  const move = (status: 'ready' | 'cancelled') => change.mutate(status);
  const open = r.status === 'reserved' || r.status === 'ready';
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5 }} aria-label={`Reservation of ${r.name}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography fontWeight={600}>
            {r.quantity} × {r.productName} · {money(r.total)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {r.name} · {r.email}
            {r.phone ? ` · ${formatPhone(r.phone)}` : ''}
            {open ? ` · held until ${when(r.holdUntil)}` : ''}
          </Typography>
        </Box>
        <Chip
          size="small"
          label={RESERVATION_STATUS_LABELS[r.status]}
          color={STATUS_COLOR[r.status]}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
        {open && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {r.status === 'reserved' && (
              <Button size="small" disabled={busy} onClick={() => move('ready')}>
                Mark ready
              </Button>
            )}
            <Button
              size="small"
              variant="contained"
              onClick={() => navigate('/point-of-sale-page', { state: { reservation: r } })}
            >
              Picked up: ring it up
            </Button>
            <Button size="small" color="error" disabled={busy} onClick={() => move('cancelled')}>
              Cancel
            </Button>
          </Stack>
        )}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

function Analytics({ orgId, timeZone }: { orgId: string; timeZone: string }) {
  const today = isoDateIn(new Date(), timeZone);
  const stats = useShopAnalytics(orgId, addDays(today, -29), today);
  const d = stats.data;
  const percent = (n: number) => `${Math.round(n * 100)}%`;
  const figures = d
    ? [
        { label: 'Product page views', value: String(d.views) },
        { label: 'Reservations', value: String(d.reservations), hint: `${d.units} units` },
        {
          label: 'Picked up',
          value: String(d.pickups),
          hint: `${percent(d.pickupRate)} of reservations`,
        },
        { label: 'Conversion', value: percent(d.conversion), hint: 'Reservations per view' },
      ]
    : [];
  return (
    <Box component="section" aria-label="Last 30 days" sx={{ mb: 3 }}>
      <Typography variant="overline" color="text.secondary">
        Last 30 days
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {!d
          ? [0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={96} />)
          : figures.map((f) => <Figure key={f.label} {...f} />)}
      </Box>
    </Box>
  );
}
