// The salon blog's Insights: what each post brought in the last eight weeks
// (views, and the bookings of readers who booked after reading it, with their
// value; its booking blocks' clicks and the bookings after them), the week's advice in words, and the views to expect in the coming
// weeks from the trend, marked as an estimate.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import { blogInsights, forecastViews, type PostPerformance } from '@chairside/core/blog-insights';
import { formatMinorUnits } from '@chairside/core/money';
import { addDays } from '@chairside/core/zoned-time';
import { useBlogLists } from '../../lib/data/blog';
import { useSiteAnalytics } from '../../lib/data/site-analytics';

const WEEKS = 8;

export function InsightsTab({ orgId }: { orgId: string }) {
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const from = addDays(today, -(WEEKS * 7 - 1));
  const report = useSiteAnalytics(orgId, from, today);
  const { lists, error } = useBlogLists();
  const rows: PostPerformance[] = useMemo(() => {
    if (!report.data || !lists) return [];
    const bySlug = new Map(lists.posts.map((p) => [p.slug, p]));
    const names = new Map(lists.categories.map((c) => [c.slug, c.name]));
    return report.data.posts
      .filter((r) => bySlug.has(r.slug))
      .map((r) => {
        const post = bySlug.get(r.slug)!;
        return {
          ...r,
          title: post.title,
          categories: post.categories.map((c) => names.get(c) ?? c),
        };
      });
  }, [report.data, lists]);
  const weekly = useMemo(() => {
    const days = report.data?.days ?? [];
    return Array.from({ length: WEEKS }, (_, w) =>
      days.slice(w * 7, w * 7 + 7).reduce((n, d) => n + d.blogViews, 0),
    );
  }, [report.data]);
  if (report.error || error)
    return <Alert severity="error">The blog’s figures could not be read. Please try again.</Alert>;
  if (!report.data || !lists) return <LinearProgress aria-label="Loading the blog’s figures" />;
  const currency = report.data.currency;
  const money = (n: number) => formatMinorUnits(n, currency);
  const advice = blogInsights(rows, currency, 'the last 8 weeks');
  // The trend from the first week the blog was read: a blog started last week has none yet.
  const first = weekly.findIndex((w) => w > 0);
  const forecast = first < 0 ? [] : forecastViews(weekly.slice(first));
  return (
    <Stack sx={{ gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="advice">
        <Typography variant="h6" component="h2" id="advice" gutterBottom>
          This week’s advice
        </Typography>
        <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none', gap: 1 }}>
          {advice.map((line) => (
            <Box component="li" key={line} sx={{ display: 'flex', gap: 1 }}>
              <LightbulbOutlinedIcon fontSize="small" color="primary" aria-hidden />
              <Typography>{line}</Typography>
            </Box>
          ))}
        </Stack>
      </Paper>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="What each post brought in the last 8 weeks">
          <TableHead>
            <TableRow>
              <TableCell>Post</TableCell>
              <TableCell align="right">Views</TableCell>
              <TableCell align="right">Bookings after reading</TableCell>
              <TableCell align="right">Value</TableCell>
              <TableCell align="right">Booking block clicks</TableCell>
              <TableCell align="right">Booked from a block</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6}>
                  <Typography color="text.secondary">
                    No post was read in the last 8 weeks yet.
                  </Typography>
                </TableCell>
              </TableRow>
            ) : (
              rows.map((r) => (
                <TableRow key={r.slug}>
                  <TableCell>{r.title}</TableCell>
                  <TableCell align="right">{r.views}</TableCell>
                  <TableCell align="right">{r.bookings}</TableCell>
                  <TableCell align="right">{money(r.revenue)}</TableCell>
                  <TableCell align="right">{r.blockClicks ?? 0}</TableCell>
                  <TableCell align="right">{r.blockBookings ?? 0}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="forecast">
        <Typography variant="h6" component="h2" id="forecast">
          Views to expect (an estimate)
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          From the trend of the last {WEEKS} weeks ({weekly.join(', ')} views a week). The range is
          where about 95 weeks in 100 would fall if the trend holds; a post shared widely can beat
          it.
        </Typography>
        {forecast.length === 0 ? (
          <Typography color="text.secondary">Not enough readers yet to read a trend.</Typography>
        ) : (
          <Table size="small" aria-label="Expected blog views in the coming weeks">
            <TableHead>
              <TableRow>
                <TableCell>Week</TableCell>
                <TableCell align="right">Expected views</TableCell>
                <TableCell align="right">Range</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {forecast.map((w) => (
                <TableRow key={w.week}>
                  <TableCell>{w.week === 1 ? 'Next week' : `In ${w.week} weeks`}</TableCell>
                  <TableCell align="right">{w.expected}</TableCell>
                  <TableCell align="right">
                    {w.low} to {w.high}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      <Typography variant="caption" color="text.secondary">
        A booking counts for the last post its visitor read that day, once; visitors who ask not to
        be tracked are counted in views only. No cookies are used.
      </Typography>
    </Stack>
  );
}
