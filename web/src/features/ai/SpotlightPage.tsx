// /generated-spotlight-page: a page of the salon's site for one team member
// or one service, made from their details: a story, photos of their work from
// the portfolio, what they do with its length and price, and a button to book
// them. The owner adds it to the site's draft (and edits it there) or
// publishes it at once; it lives at /{address} on the salon's site.
import { Suspense, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { type Tone } from '@chairside/core/ai/content';
import type { SpotlightKind } from '@chairside/core/ai/requests';
import { SETTINGS_ROLES } from '@chairside/core/roles';
import { MAX_PAGES, type PublicSite, type SitePage } from '@chairside/core/site';
import { SalonGate } from '../../app/workspace/SalonGate';
import { generateSpotlight, useAiStatus } from '../../lib/data/ai';
import { useServices } from '../../lib/data/services';
import { publishSite, saveDraft, siteUrl, useDraft, useSitePreview } from '../../lib/data/site';
import { useStaff } from '../../lib/data/staff';
import { flagText } from '../../ui/ai/ai-text';
import { ToneField } from '../../ui/ai/VoiceFields';
import { lazyNamed } from '../../ui/lazy-named';
import { PageFrame } from '../../ui/PageFrame';

const PreviewPane = lazyNamed(() => import('../sites/PreviewPane'), 'PreviewPane');

export default function SpotlightPage() {
  return (
    <SalonGate
      roles={SETTINGS_ROLES}
      title="Spotlight a stylist or a service"
      denied="Only the salon’s owners and managers can change its website."
    >
      {(salon) => <Spotlight key={salon.orgId} orgId={salon.orgId} />}
    </SalonGate>
  );
}

/** The draft's pages with `page` in its place (the same address), or added at the end. */
function withPage(pages: SitePage[], page: SitePage): SitePage[] {
  const at = pages.findIndex((p, i) => i > 0 && p.id === page.id);
  return at > 0 ? pages.map((p, i) => (i === at ? page : p)) : [...pages, page];
}

function Spotlight({ orgId }: { orgId: string }) {
  const navigate = useNavigate();
  const status = useAiStatus(orgId);
  const staff = useStaff(orgId);
  const services = useServices(orgId);
  const draft = useDraft(orgId);
  const base = useSitePreview(orgId);
  const [kind, setKind] = useState<SpotlightKind>('staff');
  const [chosen, setChosen] = useState<Record<SpotlightKind, string>>({ staff: '', service: '' });
  const [tone, setTone] = useState<Tone>('warm');
  const [seed, setSeed] = useState(0);
  const [saving, setSaving] = useState<'draft' | 'publish' | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [published, setPublished] = useState<string | null>(null);

  const people = staff.items
    .filter((m) => m.status === 'active')
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
  const menu = services.items
    .filter((s) => s.status === 'active')
    .sort((a, b) => a.name.localeCompare(b.name));
  const options =
    kind === 'staff'
      ? people.map((m) => ({ id: m.id, name: m.displayName, note: m.title }))
      : menu.map((s) => ({ id: s.id, name: s.name, note: s.category }));
  // The first in the list until the owner picks someone.
  const id = options.some((o) => o.id === chosen[kind]) ? chosen[kind] : (options[0]?.id ?? '');

  const made = useQuery({
    queryKey: ['ai', 'spotlight', orgId, kind, id, tone, seed],
    queryFn: () => generateSpotlight({ orgId, kind, id, tone, seed }),
    enabled: id !== '',
    staleTime: Infinity,
    retry: false,
  });
  const page = made.data?.page ?? null;
  const pages = draft.data?.draft.site_config.pages ?? [];
  const next = page ? withPage(pages, page) : pages;
  const tooMany = next.length > MAX_PAGES;

  const shown: PublicSite | null = useMemo(() => {
    const current = base.data?.salon_data;
    if (!current || !draft.data || !page) return null;
    const d = draft.data.draft;
    return {
      ...current,
      name: d.name,
      description: d.description,
      theme: d.theme,
      site_config: { pages: withPage(d.site_config.pages, page) } as PublicSite['site_config'],
    };
  }, [base.data, draft.data, page]);

  const apply = async (publish: boolean) => {
    if (!page || !draft.data) return;
    setSaving(publish ? 'publish' : 'draft');
    setSaveError(null);
    try {
      const saved = await saveDraft(orgId, {
        ...draft.data.draft,
        site_config: { pages: withPage(draft.data.draft.site_config.pages, page) },
      });
      await draft.refetch();
      if (publish) {
        await publishSite(orgId);
        setPublished(`${siteUrl(saved.slug).replace(/\/$/, '')}/${page.id}`);
        setSaving(null);
      } else void navigate(`/editor-page?page=${encodeURIComponent(page.id)}`);
    } catch (e) {
      setSaveError((e as Error).message);
      setSaving(null);
    }
  };

  const notes = made.data ? flagText(made.data.flags) : [];
  const loadingLists = staff.status === 'loading' || services.status === 'loading';
  const spotlights = pages.filter((p, i) => i > 0 && p.spotlight);

  return (
    <PageFrame
      title="Spotlight a stylist or a service"
      subtitle="A page of your website for one person or one service: their story, photos of their work, what they do and its prices, and a button to book them."
      maxWidth={1400}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2.5}>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              value={kind}
              onChange={(_, v: SpotlightKind | null) => v && setKind(v)}
              aria-label="What to feature"
            >
              <ToggleButton value="staff">A team member</ToggleButton>
              <ToggleButton value="service">A service</ToggleButton>
            </ToggleButtonGroup>
            {loadingLists ? (
              <Skeleton variant="rounded" height={40} />
            ) : options.length === 0 ? (
              <Alert severity="info">
                {kind === 'staff' ? (
                  <>
                    Nobody is on the team yet.{' '}
                    <Link component={RouterLink} to="/staff-management">
                      Add your team
                    </Link>
                  </>
                ) : (
                  <>
                    The menu is empty.{' '}
                    <Link component={RouterLink} to="/services">
                      Add services
                    </Link>
                  </>
                )}
              </Alert>
            ) : (
              <TextField
                select
                size="small"
                label={kind === 'staff' ? 'Team member' : 'Service'}
                value={id}
                onChange={(e) => setChosen((c) => ({ ...c, [kind]: e.target.value }))}
              >
                {options.map((o) => (
                  <MenuItem key={o.id} value={o.id}>
                    {o.name}
                    {o.note && (
                      <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                        {o.note}
                      </Typography>
                    )}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <ToneField value={tone} onChange={setTone} sx={{}} />
            <Button
              variant="outlined"
              startIcon={<AutoAwesomeOutlined />}
              onClick={() => setSeed((s) => s + 1)}
              disabled={made.isFetching || !id}
            >
              Try another
            </Button>
            {made.error && <Alert severity="error">{made.error.message}</Alert>}
            {notes.length > 0 && (
              <Alert severity="info">
                {notes.map((n) => (
                  <div key={n}>{n}</div>
                ))}
              </Alert>
            )}
            {made.data && (
              <Typography variant="caption" color="text.secondary">
                {made.data.writer === 'model'
                  ? `Texts written by the AI model ${made.data.provider}. Check them before you publish.`
                  : `Texts written by Chairside’s built-in writer from your salon’s details. ${status.data?.setup ?? ''}`}{' '}
                Prices and lengths come from your menu.
              </Typography>
            )}
            {page && (
              <Typography variant="body2">
                The page will be at <strong>/{page.id}</strong> on your site
                {made.data?.replaces ? ', replacing the page there now.' : ', listed in its menu.'}
              </Typography>
            )}
            {tooMany && (
              <Alert severity="warning">
                Your site has {MAX_PAGES} pages, the most it can hold. Delete one in the editor
                first.
              </Alert>
            )}
            {saveError && <Alert severity="error">{saveError}</Alert>}
            {published && (
              <Alert severity="success">
                The page is live:{' '}
                <Link href={published} target="_blank" rel="noopener">
                  {published}
                </Link>
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} spacing={1}>
              <Button
                variant="contained"
                onClick={() => void apply(false)}
                disabled={!page || !draft.data || saving !== null || tooMany}
              >
                {saving === 'draft' ? 'Adding…' : 'Add to the site and edit'}
              </Button>
              <Button
                onClick={() => setConfirm(true)}
                disabled={!page || !draft.data || saving !== null || tooMany}
              >
                {saving === 'publish' ? 'Publishing…' : 'Publish this page'}
              </Button>
            </Stack>
            {spotlights.length > 0 && (
              <Box>
                <Typography variant="subtitle2" component="h2">
                  Spotlights on your site
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {spotlights.map((p) => (
                    <li key={p.id}>
                      <Link component={RouterLink} to={`/editor-page?page=${p.id}`}>
                        {p.title || p.id}
                      </Link>{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        /{p.id}
                      </Typography>
                    </li>
                  ))}
                </Box>
              </Box>
            )}
          </Stack>
        </Paper>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          {made.isFetching && <LinearProgress aria-label="Making the page" />}
          <Box sx={{ height: { xs: '70dvh', md: 'calc(100dvh - 220px)' }, minHeight: 480 }}>
            {shown && page ? (
              <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
                <PreviewPane site={shown} pageId={page.id} />
              </Suspense>
            ) : base.error || draft.error ? (
              <Alert severity="error">
                The site could not be loaded: {(base.error ?? draft.error)?.message}
              </Alert>
            ) : !id && !loadingLists ? null : (
              <Skeleton variant="rounded" height={480} aria-label="Loading the preview" />
            )}
          </Box>
        </Stack>
      </Box>
      <Dialog open={confirm} onClose={() => setConfirm(false)}>
        <DialogTitle>Publish this page?</DialogTitle>
        <DialogContent>
          Visitors will see it at once at /{page?.id}, in your site’s menu. Your site’s other saved
          changes are published with it.
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => {
              setConfirm(false);
              void apply(true);
            }}
          >
            Publish
          </Button>
        </DialogActions>
      </Dialog>
    </PageFrame>
  );
}
