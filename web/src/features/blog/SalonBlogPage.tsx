// /salon-blog: the salon's own blog on its site: posts, categories, tags and
// authors (team members the owner lets write). Owners and managers edit all
// of it; an author sees and writes their own posts.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Snackbar from '@mui/material/Snackbar';
import { refreshBlog, useBlogAdminPaths, useBlogRole, useSalonBlog } from '../../lib/data/blog';
import { BatchDraftsDialog } from './BatchDraftsDialog';
import { InsightsTab } from './InsightsTab';
import { NewsletterTab } from './NewsletterTab';
import { PageFrame } from '../../ui/PageFrame';
import { PostsTab } from './PostsTab';
import { TaxonomyTab } from './TaxonomyTab';
import { AuthorsTab } from './AuthorsTab';
import { SalonBlogScope } from './SalonBlog';

type TabName = 'posts' | 'insights' | 'newsletter' | 'categories' | 'tags' | 'authors';

export default function SalonBlogPage() {
  return (
    <SalonBlogScope title="Blog">
      <SalonBlogAdmin />
    </SalonBlogScope>
  );
}

function SalonBlogAdmin() {
  const role = useBlogRole();
  const paths = useBlogAdminPaths();
  const [tab, setTab] = useState<TabName>('posts');
  const [batching, setBatching] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const salon = useSalonBlog();
  if (role === 'loading') return <LinearProgress aria-label="Loading" />;
  if (role !== 'editor' && role !== 'writer')
    return (
      <PageFrame title="Blog">
        <Alert severity="info">
          The blog is written by the salon&apos;s owners and managers, and the team members they
          make authors. Ask them to add you as an author.
        </Alert>
      </PageFrame>
    );
  const editor = role === 'editor';
  return (
    <PageFrame
      title="Blog"
      subtitle={
        editor
          ? 'Posts on your website that bring clients in: news, looks, care tips'
          : 'Your posts on the salon’s website'
      }
      actions={
        <>
          <Button component="a" href={paths.home} variant="outlined">
            View blog
          </Button>
          <Button component={RouterLink} to="/content-scheduler" variant="outlined">
            Calendar
          </Button>
          <Button variant="outlined" onClick={() => setBatching(true)}>
            Write drafts
          </Button>
          <Button component={RouterLink} to={paths.newPost} variant="contained">
            New post
          </Button>
        </>
      }
    >
      {editor && (
        <Tabs
          value={tab}
          onChange={(_, v: TabName) => setTab(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Blog sections"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="posts" label="Posts" />
          <Tab value="insights" label="Insights" />
          <Tab value="newsletter" label="Newsletter" />
          <Tab value="categories" label="Categories" />
          <Tab value="tags" label="Tags" />
          <Tab value="authors" label="Authors" />
        </Tabs>
      )}
      {tab === 'posts' && <PostsTab />}
      {tab === 'insights' && salon && <InsightsTab orgId={salon.orgId} />}
      {tab === 'newsletter' && salon && <NewsletterTab orgId={salon.orgId} />}
      {tab === 'categories' && <TaxonomyTab kind="categories" />}
      {tab === 'tags' && <TaxonomyTab kind="tags" />}
      {tab === 'authors' && <AuthorsTab />}
      {batching && salon && (
        <BatchDraftsDialog
          orgId={salon.orgId}
          canPublish={editor}
          onClose={() => setBatching(false)}
          onDone={(message) => {
            setBatching(false);
            setNotice(message);
            setTab('posts');
            void refreshBlog();
          }}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={8000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </PageFrame>
  );
}
