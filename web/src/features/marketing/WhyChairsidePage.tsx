import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@chairside/core/product';
import { useDocumentTitle } from '../../ui/use-document-title';
import { MarketingFooter } from './MarketingFooter';
import { PageIntro } from './PageIntro';

const PROMISES = [
  {
    title: 'Never double-booked',
    body: 'Every booking is checked and written in one transaction, so two clients can never take the same chair at the same time, even when they click together.',
  },
  {
    title: 'Right to the minute',
    body: 'Appointments are stored as exact instants and shown in your salon’s time zone, so daylight-saving changes never move or duplicate a slot.',
  },
  {
    title: 'Your salon, walled off',
    body: 'Each salon’s data is isolated, and every person sees only what their role allows: a booth renter’s clients stay theirs.',
  },
  {
    title: 'Fast where clients arrive',
    body: 'Your public website and booking page load in a single read, so a client on a phone in a car park books instead of giving up.',
  },
  {
    title: 'Honest integrations',
    body: 'Payments, calendars, e-mail and texts use the providers’ real services. If something is not connected yet, we say so plainly instead of pretending.',
  },
  {
    title: 'For everyone',
    body: 'Keyboard and screen-reader friendly, comfortable on a phone, and in light or dark: whatever your team and your clients prefer.',
  },
];

export default function WhyChairsidePage() {
  useDocumentTitle(`Why ${PRODUCT_NAME}`);

  return (
    <>
      <PageIntro eyebrow={`Why ${PRODUCT_NAME}`} title="Software you can trust with your book">
        Your appointment book is your income. We build {PRODUCT_NAME} around the promises that
        protect it.
      </PageIntro>
      <Box sx={{ px: 3, pb: 10, maxWidth: 1100, mx: 'auto', width: '100%' }}>
        <Grid container spacing={4}>
          {PROMISES.map((p, i) => (
            <Grid key={p.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Typography
                variant="h2"
                component="p"
                color="primary"
                aria-hidden
                sx={{ opacity: 0.35 }}
              >
                {String(i + 1).padStart(2, '0')}
              </Typography>
              <Typography variant="h4" component="h2" sx={{ mt: 1 }}>
                {p.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {p.body}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Box>
      <MarketingFooter />
    </>
  );
}
