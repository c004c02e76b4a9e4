import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../ui/use-document-title';
import { MarketingFooter } from './MarketingFooter';
import { PageIntro } from './PageIntro';
import { SOLUTIONS } from './marketing-content';

export default function SolutionsHubPage() {
  useDocumentTitle('Solutions');

  return (
    <>
      <PageIntro eyebrow="Solutions" title="Built for the way salons really work">
        Owners, stylists, booth renters and clients each see what they need, and only what is
        theirs.
      </PageIntro>
      <Box sx={{ px: 3, pb: 10, maxWidth: 1100, mx: 'auto', width: '100%' }}>
        <Grid container spacing={2.5}>
          {SOLUTIONS.map((s) => (
            <Grid key={s.audience} size={{ xs: 12, md: 6 }}>
              <Card component="article" sx={{ height: '100%' }}>
                <CardContent sx={{ p: 3 }}>
                  <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
                    {s.audience}
                  </Typography>
                  <Typography variant="h3" component="h2" sx={{ mt: 0.5 }}>
                    {s.headline}
                  </Typography>
                  <Box component="ul" sx={{ pl: 2.5, mb: 0, color: 'text.secondary' }}>
                    {s.points.map((p) => (
                      <li key={p}>
                        <Typography sx={{ py: 0.25 }}>{p}</Typography>
                      </li>
                    ))}
                  </Box>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>
      <MarketingFooter />
    </>
  );
}
