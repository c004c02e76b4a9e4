// The platform's view of every salon's website over the last 30 days (from
// one platform document a day): visitors, views and site bookings, and the
// salons whose sites are visited most.
import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { formatMinorUnits } from '@chairside/core/money';
import { addDays } from '@chairside/core/zoned-time';
import { usePlatformSiteAnalytics } from '../../lib/data/site-analytics';
import { Figures } from '../../ui/Figures';

export function PlatformWebsites() {
  const [to] = useState(() => new Date().toISOString().slice(0, 10));
  const from = addDays(to, -29);
  const data = usePlatformSiteAnalytics(from, to);
  const view = data.data;
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-labelledby="pw-title">
      <Typography id="pw-title" variant="h6" component="h2">
        Salon websites, last 30 days
      </Typography>
      {data.error && <Alert severity="error">{data.error.message}</Alert>}
      {!view && !data.error && <Skeleton height={160} />}
      {view && (
        <>
          <Figures
            items={[
              ['Visitors', view.totals.visitors],
              ['Page views', view.totals.views],
              ['Bookings from sites', view.totals.bookings],
            ]}
          />
          {view.salons.length === 0 ? (
            <Typography color="text.secondary">No salon’s site has had a visit yet.</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Salon websites by visitors">
                <TableHead>
                  <TableRow>
                    <TableCell>Salon</TableCell>
                    <TableCell align="right">Visitors</TableCell>
                    <TableCell align="right">Views</TableCell>
                    <TableCell align="right">Bookings</TableCell>
                    <TableCell align="right">Booked value</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {view.salons.slice(0, 20).map((s) => (
                    <TableRow key={s.orgId}>
                      <TableCell>{s.name}</TableCell>
                      <TableCell align="right">{s.visitors.toLocaleString()}</TableCell>
                      <TableCell align="right">{s.views.toLocaleString()}</TableCell>
                      <TableCell align="right">{s.bookings.toLocaleString()}</TableCell>
                      <TableCell align="right">
                        {formatMinorUnits(s.revenue, s.currency, 'en-US', true)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </Paper>
  );
}
