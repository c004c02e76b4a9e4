import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useBlocker } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DesktopWindowsIcon from '@mui/icons-material/DesktopWindows';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import '@chairside/site/site.css';
import { SitePage } from '@chairside/site/SitePage';
import { SETTINGS_ROLES } from '@chairside/core/roles';
import {
  SECTION_LABELS,
  SECTION_TYPES,
  ZSiteDraft,
  newSection,
  type PublicSite,
  type Section,
  type SectionType,
  type SiteDraft,
} from '@chairside/core/site';
import { ApiRequestError } from '../../lib/api/api-client';
import {
  fetchDraft,
  fetchPreview,
  publishSite,
  saveDraft,
  siteUrl,
  type DraftView,
} from '../../lib/data/site';
import { useDocumentTitle } from '../../ui/use-document-title';
import { sanitize } from '../../site/sanitize';
import { SectionForm, sectionErrors, sectionSummary } from './SectionForm';
import { SiteDetailsPanel, ThemePanel } from './SitePanels';
import { SalonGate } from '../orgs/SalonGate';
import { useApi } from '../../lib/api/query';

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
  const query = useApi(
    ['site', 'editor', orgId],
    async () => {
      const [view, preview] = await Promise.all([fetchDraft(orgId), fetchPreview(orgId)]);
      return { view, base: preview.salon_data };
    },
    { staleTime: 0, gcTime: 0, refetchOnReconnect: false },
  );
  const loaded =
    query.data ?? (query.error && !query.isFetching ? { error: query.error.message } : null);
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
            <Button color="inherit" onClick={() => void query.refetch()}>
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

const newId = (type: SectionType) =>
  `${type.replace('Component', '').replace('Section', '').toLowerCase()}-${Math.random().toString(36).slice(2, 8)}`;

function Editor({ orgId, initial, base }: { orgId: string; initial: DraftView; base: PublicSite }) {
  const [draft, setDraft] = useState<SiteDraft>(initial.draft);
  const [saved, setSaved] = useState<SiteDraft | null>(initial.saved ? initial.draft : null);
  const [publishedAt, setPublishedAt] = useState(initial.publishedAt);
  const [updatedAt, setUpdatedAt] = useState(initial.updatedAt);
  const [tab, setTab] = useState<'sections' | 'theme' | 'site'>('sections');
  const [selected, setSelected] = useState<string | null>(null);
  const [device, setDevice] = useState<'desktop' | 'phone'>('desktop');
  const [mobileView, setMobileView] = useState<'edit' | 'preview'>('edit');
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [toast, setToast] = useState<string | null>(null);
  const [addAnchor, setAddAnchor] = useState<HTMLElement | null>(null);
  const [removing, setRemoving] = useState<Section | null>(null);

  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const sections = draft.site_config.pages[0]!.components;
  const setSections = (next: Section[]) =>
    setDraft((d) => ({
      ...d,
      site_config: { pages: [{ ...d.site_config.pages[0]!, components: next }] },
    }));
  const current = sections.find((s) => s.component_instance_id === selected) ?? null;

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

  const status = !publishedAt
    ? { label: 'Not published', color: 'default' as const }
    : dirty || (updatedAt && updatedAt > publishedAt)
      ? { label: 'Unpublished changes', color: 'warning' as const }
      : { label: 'Published', color: 'success' as const };

  const explain = (err: unknown) => {
    if (err instanceof ApiRequestError) {
      const details = (err.body as { error?: { details?: { path: string; message: string }[] } })
        ?.error?.details;
      if (Array.isArray(details) && details.length) {
        return details.map((d) => `${describePath(d.path, sections)}: ${d.message}`);
      }
    }
    return [(err as Error).message];
  };

  const save = async (): Promise<boolean> => {
    const check = ZSiteDraft.safeParse(draft);
    if (!check.success) {
      setProblems(
        check.error.issues.map((i) => `${describePath(i.path.join('.'), sections)}: ${i.message}`),
      );
      return false;
    }
    setBusy('save');
    setProblems([]);
    try {
      const view = await saveDraft(orgId, check.data);
      setDraft(view.draft);
      setSaved(view.draft);
      setUpdatedAt(view.updatedAt);
      setToast('Draft saved');
      return true;
    } catch (err) {
      setProblems(explain(err));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const publish = async () => {
    if ((dirty || !saved) && !(await save())) return;
    setBusy('publish');
    try {
      const answer = await publishSite(orgId);
      setPublishedAt(answer.publishedAt);
      setToast('Your website is live');
    } catch (err) {
      setProblems(explain(err));
    } finally {
      setBusy(null);
    }
  };

  const add = (type: SectionType) => {
    const section = newSection(type, newId(type));
    setSections([...sections, section]);
    setSelected(section.component_instance_id);
    setAddAnchor(null);
    setTab('sections');
  };
  const moveSection = (i: number, to: number) => {
    const next = [...sections];
    const [item] = next.splice(i, 1);
    next.splice(to, 0, item!);
    setSections(next);
  };

  // Links in the preview stay in the editor.
  const stayInEditor = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a')) e.preventDefault();
  };

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
        {tab === 'sections' && !current && (
          <Stack sx={{ gap: 1 }}>
            {sections.length === 0 && (
              <Alert severity="info">
                No sections yet. Add one, or visitors see your page text (Site details) or “Our
                Website is Getting a Makeover!”.
              </Alert>
            )}
            <List dense disablePadding aria-label="Sections on the page">
              {sections.map((s, i) => {
                const invalid = Object.keys(sectionErrors(s)).length > 0;
                return (
                  <ListItem
                    key={s.component_instance_id}
                    disablePadding
                    secondaryAction={
                      <Stack direction="row">
                        <IconButton
                          size="small"
                          aria-label={`Move ${SECTION_LABELS[s.component_type]} up`}
                          disabled={i === 0}
                          onClick={() => moveSection(i, i - 1)}
                        >
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={`Move ${SECTION_LABELS[s.component_type]} down`}
                          disabled={i === sections.length - 1}
                          onClick={() => moveSection(i, i + 1)}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={`Remove ${SECTION_LABELS[s.component_type]}`}
                          onClick={() => setRemoving(s)}
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Stack>
                    }
                    sx={{
                      border: 1,
                      borderColor: invalid ? 'error.main' : 'divider',
                      borderRadius: 1,
                      mb: 1,
                      pr: 14,
                    }}
                  >
                    <ListItemButton
                      onClick={() => setSelected(s.component_instance_id)}
                      sx={{ borderRadius: 1 }}
                    >
                      <ListItemText
                        primary={SECTION_LABELS[s.component_type]}
                        secondary={invalid ? 'Needs attention' : sectionSummary(s) || ' '}
                        slotProps={{
                          secondary: { noWrap: true, color: invalid ? 'error' : 'textSecondary' },
                        }}
                      />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={(e) => setAddAnchor(e.currentTarget)}
              aria-haspopup="menu"
              disabled={sections.length >= 30}
            >
              Add section
            </Button>
            <Menu anchorEl={addAnchor} open={addAnchor !== null} onClose={() => setAddAnchor(null)}>
              {SECTION_TYPES.map((type) => (
                <MenuItem key={type} onClick={() => add(type)}>
                  {SECTION_LABELS[type]}
                </MenuItem>
              ))}
            </Menu>
          </Stack>
        )}
        {tab === 'sections' && current && (
          <Stack sx={{ gap: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <IconButton aria-label="Back to sections" onClick={() => setSelected(null)}>
                <ArrowBackIcon />
              </IconButton>
              <Typography variant="h6" component="h2">
                {SECTION_LABELS[current.component_type]}
              </Typography>
            </Stack>
            <SectionForm
              orgId={orgId}
              section={current}
              services={base.services}
              onChange={(next) =>
                setSections(
                  sections.map((s) =>
                    s.component_instance_id === next.component_instance_id ? next : s,
                  ),
                )
              }
            />
          </Stack>
        )}
        {tab === 'theme' && (
          <ThemePanel
            theme={draft.theme}
            onChange={(theme) => setDraft((d) => ({ ...d, theme }))}
          />
        )}
        {tab === 'site' && <SiteDetailsPanel orgId={orgId} draft={draft} onChange={setDraft} />}
      </Box>
    </Paper>
  );

  const previewPane = (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        height: '100%',
        overflow: 'hidden',
      }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 0.75,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          Live preview
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={device}
          onChange={(_, v) => v && setDevice(v)}
          aria-label="Preview width"
        >
          <ToggleButton value="desktop" aria-label="Desktop width">
            <DesktopWindowsIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="phone" aria-label="Phone width">
            <PhoneIphoneIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box
        sx={{ flex: 1, overflowY: 'auto', bgcolor: 'action.hover', p: device === 'phone' ? 2 : 0 }}
      >
        <Box
          onClickCapture={stayInEditor}
          aria-label="Website preview"
          role="region"
          sx={{
            width: device === 'phone' ? 390 : '100%',
            maxWidth: '100%',
            mx: 'auto',
            boxShadow: device === 'phone' ? 4 : 0,
            borderRadius: device === 'phone' ? 2 : 0,
            overflow: 'hidden',
            '& .cs-header': { position: 'static' },
            '& .cs-hero': { minHeight: 380 },
          }}
        >
          <SitePage
            site={preview}
            context={{
              appOrigin: '',
              apiBase: '/api',
              sanitize,
              preview: true,
              year: new Date().getFullYear(),
            }}
          />
        </Box>
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
          {previewPane}
        </Box>
      </Box>
      <Dialog open={removing !== null} onClose={() => setRemoving(null)}>
        <DialogTitle>Remove this section?</DialogTitle>
        <DialogContent>
          The {removing ? SECTION_LABELS[removing.component_type] : ''} section and its content
          leave the page. Nothing changes for visitors until you publish.
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>Keep it</Button>
          <Button
            color="error"
            onClick={() => {
              setSections(sections.filter((s) => s !== removing));
              setRemoving(null);
            }}
          >
            Remove
          </Button>
        </DialogActions>
      </Dialog>
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

/** 'site_config.pages.0.components.2.props.headline' → 'Hero › headline'. */
function describePath(path: string, sections: Section[]): string {
  const match = /^site_config\.pages\.0\.components\.(\d+)(?:\.props\.(.+))?$/.exec(path);
  if (match) {
    const section = sections[Number(match[1])];
    const label = section ? SECTION_LABELS[section.component_type] : 'A section';
    return match[2]
      ? `${label} › ${match[2].replace(/\.\d+\./g, ' › ').replace(/_/g, ' ')}`
      : label;
  }
  return (
    {
      name: 'Site name',
      description: 'Description',
      website_content: 'Page text',
      'seo.title': 'SEO title',
      'seo.description': 'SEO description',
      favicon_url: 'Favicon',
    }[path] ?? path.replace(/[._]/g, ' ')
  );
}
