import { Suspense, useMemo, useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import '@chairside/site/site.css';
import { SETTINGS_ROLES } from '@chairside/core/roles';
import { type PublicSite } from '@chairside/core/site';
import { siteUrl, useDraft, useSitePreview, type DraftView } from '../../lib/data/site';
import { useDocumentTitle } from '../../ui/use-document-title';
import { SiteDetailsPanel, ThemePanel } from './SitePanels';
import { SalonGate } from '../../app/workspace/SalonGate';

import { PagesBar } from './PagesBar';
import { SectionsPanel } from './SectionsPanel';
import { useSiteDraft } from './use-site-draft';
import { lazyNamed } from '../../ui/lazy-named';
import { AiWriter } from '../../ui/ai/AiWriteButton';
import { heroWith } from './SectionForm';

// The preview (the site's own sections and their sanitiser) paints after the
// editor's panels.
const PreviewPane = lazyNamed(() => import('./PreviewPane'), 'PreviewPane');
/** /editor and /editor-page: the website builder (owners and managers). */
export default function EditorPage() {
  useDocumentTitle('Website editor');
  return (
    <SalonGate
      roles={SETTINGS_ROLES}
      title="Website editor"
      denied="Only the salon’s owners and managers can edit its website."
    >
      {(salon) => <EditorLoader key={salon.orgId} orgId={salon.orgId} />}
    </SalonGate>
  );
}

function EditorLoader({ orgId }: { orgId: string }) {
  // The draft and the salon's own parts of the site, fresh each time the editor opens.
  const draft = useDraft(orgId);
  const preview = useSitePreview(orgId);
  const failed = [draft, preview].find((q) => q.error && !q.isFetching)?.error ?? null;
  const loaded =
    draft.data && preview.data
      ? { view: draft.data, base: preview.data.salon_data }
      : failed
        ? { error: failed.message }
        : null;
  if (!loaded) {
    return (
      <Stack sx={{ alignItems: 'center', py: 8, gap: 2 }} role="status">
        <CircularProgress />
        <Typography>Loading the editor…</Typography>
      </Stack>
    );
  }
  if ('error' in loaded) {
    return (
      <Box sx={{ maxWidth: 760, mx: 'auto', p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              onClick={() => void Promise.all([draft.refetch(), preview.refetch()])}
            >
              Retry
            </Button>
          }
        >
          The website could not be loaded: {loaded.error}
        </Alert>
      </Box>
    );
  }
  return <Editor orgId={orgId} initial={loaded.view} base={loaded.base} />;
}

function Editor({ orgId, initial, base }: { orgId: string; initial: DraftView; base: PublicSite }) {
  // ?page=<id> opens that page of the site (a spotlight just added, say).
  const [params] = useSearchParams();
  const {
    draft,
    setDraft,
    saved,
    publishedAt,
    dirty,
    blocker,
    pages,
    page,
    setPage,
    setPages,
    sections,
    setSections,
    status,
    save,
    publish,
    busy,
    problems,
    setProblems,
    toast,
    setToast,
  } = useSiteDraft(orgId, initial, params.get('page'));
  const [tab, setTab] = useState<'sections' | 'theme' | 'site'>('sections');
  const [selected, setSelected] = useState<string | null>(null);
  const [mobileView, setMobileView] = useState<'edit' | 'preview'>('edit');
  const [regenerating, setRegenerating] = useState(false);
  // The hero's Regenerate writes the salon's own hero: a spotlight page is made again from its screen.
  const heroIndex = pages[page]?.spotlight
    ? -1
    : sections.findIndex((s) => s.component_type === 'HeroComponent');

  const preview: PublicSite = useMemo(
    () => ({
      ...base,
      name: draft.name,
      description: draft.description,
      website_content: draft.website_content,
      site_config: draft.site_config as PublicSite['site_config'],
      theme: draft.theme,
      seo: draft.seo,
    }),
    [base, draft],
  );

  const liveUrl = siteUrl(initial.slug);

  const panel = (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
    >
      <Tabs
        value={tab}
        onChange={(_, v) => setTab(v)}
        variant="fullWidth"
        aria-label="Editor panels"
      >
        <Tab value="sections" label="Sections" />
        <Tab value="theme" label="Theme" />
        <Tab value="site" label="Site details" />
      </Tabs>
      <Box sx={{ p: 2, overflowY: 'auto', flex: 1 }}>
        {tab === 'sections' && (
          <>
            <PagesBar
              pages={pages}
              page={page}
              onPage={(i) => {
                setPage(i);
                setSelected(null);
              }}
              onChange={(next) => setPages(() => next)}
            />
            <Box sx={{ mt: 2 }} />
            <SectionsPanel
              orgId={orgId}
              sections={sections}
              setSections={setSections}
              services={base.services}
              selected={selected}
              setSelected={setSelected}
            />
          </>
        )}
        {tab === 'theme' && (
          <ThemePanel
            orgId={orgId}
            theme={draft.theme}
            onChange={(theme) => setDraft((d) => ({ ...d, theme }))}
          />
        )}
        {tab === 'site' && <SiteDetailsPanel orgId={orgId} draft={draft} onChange={setDraft} />}
      </Box>
    </Paper>
  );

  return (
    <Box
      sx={{
        px: { xs: 1.5, md: 3 },
        py: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        flex: 1,
      }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 1.5, alignItems: { md: 'center' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h1">
              Website
            </Typography>
            <Chip size="small" label={status.label} color={status.color} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {publishedAt ? 'Live at ' : 'Will be live at '}
            <Link href={liveUrl} target="_blank" rel="noopener">
              {liveUrl.replace(/\/$/, '')}
              <OpenInNewIcon sx={{ fontSize: 14, ml: 0.25, verticalAlign: 'middle' }} />
            </Link>{' '}
            ·{' '}
            <Link component={RouterLink} to="/website-settings">
              Address and domains
            </Link>{' '}
            ·{' '}
            <Link component={RouterLink} to="/site-inbox">
              Site inbox
            </Link>{' '}
            ·{' '}
            <Link component={RouterLink} to="/ai-site-generator-po-c-page">
              Design a new look with AI
            </Link>
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Tooltip title="See the saved draft full-size, as visitors will">
            <Button
              component={RouterLink}
              to={`/site-viewer?preview=1&salon=${orgId}`}
              target="_blank"
              disabled={!saved}
            >
              Preview
            </Button>
          </Tooltip>
          <Button variant="outlined" onClick={() => void save()} disabled={busy !== null || !dirty}>
            {busy === 'save' ? 'Saving…' : dirty ? 'Save draft' : 'Saved'}
          </Button>
          <Button variant="contained" onClick={() => void publish()} disabled={busy !== null}>
            {busy === 'publish' ? 'Publishing…' : 'Publish'}
          </Button>
        </Stack>
      </Stack>
      {problems.length > 0 && (
        <Alert severity="error" onClose={() => setProblems([])}>
          <Typography variant="subtitle2">The website could not be saved:</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.slice(0, 8).map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Box>
        </Alert>
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mobileView}
        onChange={(_, v) => v && setMobileView(v)}
        sx={{ display: { xs: 'flex', md: 'none' } }}
        fullWidth
        aria-label="Show"
      >
        <ToggleButton value="edit">Edit</ToggleButton>
        <ToggleButton value="preview">Preview</ToggleButton>
      </ToggleButtonGroup>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: '380px minmax(0, 1fr)',
            lg: '420px minmax(0, 1fr)',
          },
          gap: 2,
          height: { md: 'calc(100dvh - 210px)' },
          minHeight: { md: 520 },
        }}
      >
        <Box
          sx={{
            display: { xs: mobileView === 'edit' ? 'block' : 'none', md: 'block' },
            minHeight: 0,
          }}
        >
          {panel}
        </Box>
        <Box
          sx={{
            display: { xs: mobileView === 'preview' ? 'block' : 'none', md: 'block' },
            minHeight: 0,
            height: { xs: '75dvh', md: 'auto' },
          }}
        >
          <Suspense
            fallback={<Skeleton variant="rounded" height={480} aria-label="Loading the preview" />}
          >
            <PreviewPane
              site={preview}
              pageId={page > 0 ? pages[page]?.id : undefined}
              onOpenPage={(path) => {
                const i =
                  path === '/' ? 0 : pages.findIndex((p, n) => n > 0 && `/${p.id}` === path);
                if (i >= 0) setPage(i);
              }}
              {...(heroIndex >= 0 ? { onRegenerateHero: () => setRegenerating(true) } : {})}
            />
          </Suspense>
        </Box>
      </Box>
      <AiWriter
        open={regenerating}
        kind="hero"
        ask={{ orgId }}
        onClose={() => setRegenerating(false)}
        onUse={(o) =>
          setSections(
            sections.map((s, i) =>
              i === heroIndex && s.component_type === 'HeroComponent'
                ? { ...s, props: { ...s.props, ...heroWith(s.props, o) } }
                : s,
            ),
          )
        }
      />
      <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()}>
        <DialogTitle>Leave without saving?</DialogTitle>
        <DialogContent>Your changes to the website are not saved yet.</DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset?.()}>Stay</Button>
          <Button color="error" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        open={toast !== null}
        autoHideDuration={4000}
        onClose={() => setToast(null)}
        message={toast}
      />
    </Box>
  );
}
