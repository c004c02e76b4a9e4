import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminContracts } from '@chairside/core/contracts/admin';
import type { AdminDashboardData } from '@chairside/core/admin';
import { formatMinorUnits } from '@chairside/core/money';
import { useContract } from '../../lib/api/contract-query';
import { BarChart } from '../../ui/LazyBarChart';
import { HelpDialog } from './HelpDialog';

type Person = AdminDashboardData['found']['people'][number];

/** The platform at a glance, and help for a person (the super-admin dashboard's body). */
export function PlatformOverview() {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [helping, setHelping] = useState<Person | null>(null);
  const overview = useContract(adminContracts.adminDashboard, { query: { q }, secure: true });
  const data = overview.data;
  const error = overview.error?.message ?? null;

  const money = (v: number) => formatMinorUnits(v, data?.currency ?? 'USD');
  const sum = (k: 'bookings' | 'payments' | 'takings' | 'salons' | 'people') =>
    (data?.days ?? []).reduce((t, d) => t + d[k], 0);
  const totals: [string, string][] = data
    ? [
        ['Salons', String(data.totals.salons)],
        ['People', String(data.totals.people)],
        ['Team memberships', String(data.totals.memberships)],
        [`Bookings, ${data.days.length} days`, String(sum('bookings'))],
        [`Takings (${data.currency}), ${data.days.length} days`, money(sum('takings'))],
        [
          'Failed messages, mail, webhooks',
          `${data.failures.messages} · ${data.failures.mail} · ${data.failures.webhooks}`,
        ],
      ]
    : [];
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.trim());
  };

  return (
    <>
      {error && <Alert severity="error">{error}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' },
          mb: 3,
        }}
      >
        {data
          ? totals.map(([label, value]) => (
              <Card key={label} variant="outlined">
                <CardContent>
                  <Typography color="text.secondary" variant="body2">
                    {label}
                  </Typography>
                  <Typography variant="h4" component="p">
                    {value}
                  </Typography>
                </CardContent>
              </Card>
            ))
          : !error &&
            [0, 1, 2, 3, 4, 5].map((i) => <Skeleton key={i} variant="rounded" height={100} />)}
      </Box>

      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Help someone
          </Typography>
          <Box component="form" onSubmit={search} sx={{ display: 'flex', gap: 1, mb: 2 }}>
            <TextField
              label="Find a person by e-mail, or a salon by name or web address"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              size="small"
              fullWidth
            />
            <Button type="submit" variant="contained">
              Search
            </Button>
          </Box>
          {q && data && (
            <Stack spacing={1}>
              {data.found.people.map((p) => (
                <Box
                  key={p.uid}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                >
                  <Typography sx={{ flex: 1 }}>
                    {p.displayName ?? p.email} · {p.email}
                    {p.salons.length > 0 &&
                      ` · ${p.salons.map((s) => s.role.replace('_', ' ')).join(', ')}`}
                  </Typography>
                  {p.superAdmin ? (
                    <Chip label="Platform administrator: cannot be impersonated" size="small" />
                  ) : (
                    <Button variant="outlined" onClick={() => setHelping(p)}>
                      Help {p.displayName ?? p.email}
                    </Button>
                  )}
                </Box>
              ))}
              {data.found.salons.map((s) => (
                <Typography key={s.id}>
                  Salon: {s.name} ({s.slug})
                </Typography>
              ))}
              {!data.found.people.length && !data.found.salons.length && (
                <Typography color="text.secondary">Nothing matches “{q}”.</Typography>
              )}
            </Stack>
          )}
        </CardContent>
      </Card>

      {data && (
        <Card variant="outlined" sx={{ mb: 3 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              Bookings made and payments taken per day
            </Typography>
            <BarChart
              height={240}
              xAxis={[{ scaleType: 'band', data: data.days.map((d) => d.date.slice(5)) }]}
              series={[
                { label: 'Bookings made', data: data.days.map((d) => d.bookings) },
                { label: 'Payments', data: data.days.map((d) => d.payments) },
              ]}
            />
          </CardContent>
        </Card>
      )}

      {data && data.failures.recent.length > 0 && (
        <Card variant="outlined" sx={{ mb: 3 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Needs a look
            </Typography>
            <Stack component="ul" sx={{ pl: 2, m: 0 }} spacing={0.5}>
              {data.failures.recent.map((f, i) => (
                <li key={i}>
                  <Typography variant="body2">
                    {f.kind === 'message' ? 'Message' : f.kind === 'mail' ? 'E-mail' : 'Webhook'}
                    {f.at && ` · ${new Date(f.at).toLocaleString()}`}
                    {f.reason && ` · ${f.reason}`}
                  </Typography>
                </li>
              ))}
            </Stack>
          </CardContent>
        </Card>
      )}

      {data && (
        <Card variant="outlined">
          <TableContainer>
            <Table aria-label="Newest salons">
              <TableHead>
                <TableRow>
                  <TableCell>Salon</TableCell>
                  <TableCell>Web address</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    Time zone
                  </TableCell>
                  <TableCell>Created</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.salons.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell>
                      {s.name}
                      {s.stuck && (
                        <Chip label="Stuck in set-up" color="warning" size="small" sx={{ ml: 1 }} />
                      )}
                    </TableCell>
                    <TableCell>{s.slug}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {s.timeZone}
                    </TableCell>
                    <TableCell>{new Date(s.createdAt).toLocaleDateString()}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      {helping && (
        <HelpDialog
          person={helping}
          onClose={() => setHelping(null)}
          onStarted={() => navigate('/dashboard', { replace: true })}
        />
      )}
    </>
  );
}
