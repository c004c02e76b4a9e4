// /resources-hub: where salon owners find what helps them grow: the newest
// articles of the Chairside blog, its guides by topic, the tools (the ROI
// calculator, features, solutions) and how their own salon blog works.
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { blogDate, blogPaths, type PostSummary } from '@chairside/core/blog-view';
import { PRODUCT_NAME, PRODUCT_SLUG } from '@chairside/core/product';
import { blogContracts } from '@chairside/core/contracts/blog';
import { useContract } from '../../lib/api/contract-query';
import { useDocumentTitle } from '../../ui/use-document-title';
import { MarketingFooter } from './MarketingFooter';
import { PageIntro } from './PageIntro';

const TOOLS = [
  {
    to: '/roi-calculator-page',
    title: 'ROI calculator',
    text: 'What fewer no-shows, online booking and retail add up to for your salon.',
  },
  {
    to: '/features-hub',
    title: 'Features',
    text: `Everything ${PRODUCT_NAME} does, from the appointment book to your website.`,
  },
  {
    to: '/solutions-hub',
    title: 'Solutions',
    text: 'For owners, stylists, booth renters and their clients.',
  },
  {
    to: `/why-${PRODUCT_SLUG}-page`,
    title: `Why ${PRODUCT_NAME}`,
    text: 'How we think about salons, data and fair pricing.',
  },
] as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 6 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function ArticleCard({ post }: { post: PostSummary }) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea
        href={blogPaths.post(post.slug)}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        {post.featured_image && (
          <Box
            component="img"
            src={post.featured_image}
            alt=""
            loading="lazy"
            sx={{ width: '100%', aspectRatio: '1200 / 630', objectFit: 'cover', display: 'block' }}
          />
        )}
        <CardContent>
          <Typography variant="h6" component="h3">
            {post.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {post.excerpt}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {[post.author_name, blogDate(post.published_at)].filter(Boolean).join(' · ')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export default function ResourcesHubPage() {
  useDocumentTitle('Resources');
  const posts = useContract(blogContracts.posts, { query: { status: 'published', limit: 3 } });
  const categories = useContract(blogContracts.categories, { query: {} });
  const newest = (posts.data?.posts ?? []) as PostSummary[];
  const topics = (categories.data?.categories ?? []).filter((c) => c.post_count > 0);
  return (
    <>
      <PageIntro eyebrow="Resources" title="Guides, tools and ideas for growing a salon">
        Articles from the {PRODUCT_NAME} blog, guides by topic, and the tools owners use to plan
        their next year.
      </PageIntro>
      <Box sx={{ px: 3, pb: 6, maxWidth: 1100, mx: 'auto', width: '100%' }}>
        <Section title={`New on the ${PRODUCT_NAME} blog`}>
          <Grid container spacing={2.5}>
            {posts.isPending
              ? [0, 1, 2].map((i) => (
                  <Grid key={i} size={{ xs: 12, md: 4 }}>
                    <Skeleton variant="rounded" height={260} />
                  </Grid>
                ))
              : newest.map((p) => (
                  <Grid key={p.id} size={{ xs: 12, md: 4 }}>
                    <ArticleCard post={p} />
                  </Grid>
                ))}
          </Grid>
          {!posts.isPending && newest.length === 0 && (
            <Typography color="text.secondary">The first articles are on their way.</Typography>
          )}
          <Button href={blogPaths.home} sx={{ mt: 2 }}>
            All articles
          </Button>
        </Section>
        {topics.length > 0 && (
          <Section title="Guides by topic">
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {topics.map((c) => (
                <Chip
                  key={c.id}
                  component="a"
                  href={blogPaths.category(c.slug)}
                  clickable
                  label={`${c.name} (${c.post_count})`}
                />
              ))}
            </Stack>
          </Section>
        )}
        <Section title="Tools">
          <Grid container spacing={2.5}>
            {TOOLS.map((t) => (
              <Grid key={t.to} size={{ xs: 12, sm: 6, md: 3 }}>
                <Card sx={{ height: '100%' }}>
                  <CardActionArea component={RouterLink} to={t.to} sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="h6" component="h3">
                        {t.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        {t.text}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Section>
        <Section title="A blog on your own website">
          <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
            Every salon on {PRODUCT_NAME} has its own blog on its website, in its colours: write
            posts, schedule them on a calendar, let your stylists write their own, and check each
            one for search before it goes live. Posts link straight to booking.
          </Typography>
          <Button component={RouterLink} to="/signup" variant="contained" sx={{ mt: 2 }}>
            Start free
          </Button>
        </Section>
      </Box>
      <MarketingFooter />
    </>
  );
}
