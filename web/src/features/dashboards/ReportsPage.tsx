// /reports: every report the salon has, in one list, each for the roles that
// may read it (the later money and marketing areas add theirs here).
import { Link as RouterLink, Navigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Role } from '@chairside/core/roles';
import { isRegisteredPath } from '../../app/routes/registered';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { useDocumentTitle } from '../../ui/use-document-title';

interface Report {
  title: string;
  about: string;
  to: string;
  roles: readonly Role[];
}

const MANAGERS: readonly Role[] = ['owner', 'manager'];
const DESK: readonly Role[] = ['owner', 'manager', 'front_desk'];

export const REPORTS: readonly Report[] = [
  {
    title: 'Finances',
    about:
      'Sales by category, team member and method, retail margin, tax, tips, refunds and what the salon owes, each figure down to its ledger lines.',
    to: '/financial-dashboard',
    roles: MANAGERS,
  },
  {
    title: 'Staff performance',
    about: 'Revenue, average ticket, booked time, rebooking and retail per team member.',
    to: '/staff-performance',
    roles: MANAGERS,
  },
  {
    title: 'Retail sales',
    about: 'Takings, products sold, returns and tips by day, method and team member.',
    to: '/retail-reports-page',
    roles: MANAGERS,
  },
  {
    title: 'Payments',
    about: 'Every card, cash, QR and gift card payment and refund, as the ledger records them.',
    to: '/financial-hub',
    roles: DESK,
  },
  {
    title: 'Online shop',
    about: 'Product page views, reservations and pickups from the website’s shop.',
    to: '/shop-page',
    roles: MANAGERS,
  },
  {
    title: 'Gift card liability',
    about: 'What the salon has issued on gift cards, what was spent, and what it still owes.',
    to: '/gift-cards-page',
    roles: MANAGERS,
  },
  {
    title: 'Stock',
    about: 'Stock on hand, items below their reorder level, and every stock movement.',
    to: '/retail-management',
    roles: DESK,
  },
];

export default function ReportsPage() {
  useDocumentTitle('Reports');
  const { active } = useWorkspace();
  if (!active) return <Navigate to="/dashboard" replace />;
  const mine = REPORTS.filter((r) => r.roles.includes(active.role) && isRegisteredPath(r.to));
  return (
    <Box sx={{ maxWidth: 1000, width: '100%', mx: 'auto', px: { xs: 2, sm: 3 }, py: 4 }}>
      <Typography variant="h4" component="h1">
        Reports
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {mine.length
          ? `The reports of ${active.org?.name ?? 'your salon'} you can read.`
          : 'Your role has no reports to read; the salon’s owner and managers do.'}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {mine.map((r) => (
          <Box component="li" key={r.title}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={r.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {r.title}
                  </Typography>
                  <Typography color="text.secondary">{r.about}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
