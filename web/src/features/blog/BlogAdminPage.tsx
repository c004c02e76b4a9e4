// /blog-admin (and /blog-management): the blog's posts, categories, tags,
// authors, editors and the sample-content tool, for super-admins and the
// blog editors they choose.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { blogPaths } from '@chairside/core/blog-view';
import { useBlogRole } from '../../lib/data/blog';
import { PageFrame } from '../../ui/PageFrame';
import { SeedTool } from './SeedTool';
import { PostsTab } from './PostsTab';
import { TaxonomyTab } from './TaxonomyTab';
import { AuthorsTab } from './AuthorsTab';
import { EditorsTab } from './EditorsTab';

type TabName = 'posts' | 'categories' | 'tags' | 'authors' | 'editors' | 'sample';

export default function BlogAdminPage() {
  const role = useBlogRole();
  const [tab, setTab] = useState<TabName>('posts');
  if (role === 'loading') return <LinearProgress aria-label="Loading" />;
  if (role !== 'editor' && role !== 'super-admin') {
    return (
      <PageFrame title="Blog admin">
        <Alert severity="info">
          Only platform administrators and the blog editors they choose can manage the blog.{' '}
          <Link component={RouterLink} to={blogPaths.home}>
            Read the blog
          </Link>
        </Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title="Blog admin"
      subtitle="Posts, categories, tags and authors of the Chairside blog"
      actions={
        <>
          <Button component="a" href={blogPaths.home} variant="outlined">
            View blog
          </Button>
          <Button component={RouterLink} to={blogPaths.newPost} variant="contained">
            New post
          </Button>
        </>
      }
    >
      <Tabs
        value={tab}
        onChange={(_, v: TabName) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Blog admin sections"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="posts" label="Posts" />
        <Tab value="categories" label="Categories" />
        <Tab value="tags" label="Tags" />
        <Tab value="authors" label="Authors" />
        {role === 'super-admin' && <Tab value="editors" label="Editors" />}
        <Tab value="sample" label="Sample content" />
      </Tabs>
      {tab === 'posts' && <PostsTab />}
      {tab === 'categories' && <TaxonomyTab kind="categories" />}
      {tab === 'tags' && <TaxonomyTab kind="tags" />}
      {tab === 'authors' && <AuthorsTab />}
      {tab === 'editors' && <EditorsTab />}
      {tab === 'sample' && <SeedTool />}
    </PageFrame>
  );
}
