import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { PRODUCT_NAME } from '@chairside/core/product';
import { useDocumentTitle } from '../../ui/use-document-title';
import { FeatureCard } from './FeatureCard';
import { MarketingFooter } from './MarketingFooter';
import { PageIntro } from './PageIntro';
import { FEATURES } from './marketing-content';

export default function FeaturesHubPage() {
  useDocumentTitle('Features');

  return (
    <>
      <PageIntro eyebrow="Features" title={`What ${PRODUCT_NAME} does`}>
        One product for the front desk, the chair, the books and the website, so nothing falls
        between four different apps.
      </PageIntro>
      <Box sx={{ px: 3, pb: 10, maxWidth: 1200, mx: 'auto', width: '100%' }}>
        <Grid container spacing={2.5}>
          {FEATURES.map((feature) => (
            <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <FeatureCard feature={feature} detailed />
            </Grid>
          ))}
        </Grid>
      </Box>
      <MarketingFooter />
    </>
  );
}
