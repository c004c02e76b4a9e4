import { Navigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { platformContracts } from '@chairside/core/contracts/platform';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { DashboardFrame } from './DashboardFrame';
import { useContract } from '../../lib/api/contract-query';

/** /super-admin-dashboard: the platform at a glance (super-admins only). */
export default function SuperAdminDashboardPage() {
  const { superAdmin } = useWorkspace();
  const overview = useContract(
    platformContracts.adminDashboard,
    { secure: true },
    { enabled: superAdmin },
  );
  const data = overview.data;
  const error = overview.error?.message ?? null;

  if (!superAdmin) return <Navigate to="/dashboard" replace />;
  const totals = data
    ? [
        ['Salons', data.totals.salons],
        ['People', data.totals.people],
        ['Team memberships', data.totals.memberships],
      ]
    : [];
  return (
    <DashboardFrame title="Platform overview" subtitle="Every salon on the platform.">
      {error && <Alert severity="error">{error}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          mb: 3,
        }}
      >
        {data
          ? totals.map(([label, value]) => (
              <Card key={label} variant="outlined">
                <CardContent>
                  <Typography color="text.secondary">{label}</Typography>
                  <Typography variant="h3" component="p">
                    {value}
                  </Typography>
                </CardContent>
              </Card>
            ))
          : !error && [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={110} />)}
      </Box>
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
                    <TableCell>{s.name}</TableCell>
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
    </DashboardFrame>
  );
}
