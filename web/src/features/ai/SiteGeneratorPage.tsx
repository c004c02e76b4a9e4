// /ai-site-generator-po-c-page: a new design for the salon's website, made
// from its own data and a few choices, shown beside the site as it is now.
// Nothing changes until the owner opens it in the editor (it becomes the
// draft) or publishes it.
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { type Tone } from '@chairside/core/ai/content';
import { EMPHASES, EMPHASIS_LABELS, SITE_STYLES, type Emphasis } from '@chairside/core/ai/requests';
import { SETTINGS_ROLES } from '@chairside/core/roles';
import { THEME_PRESETS } from '@chairside/core/site';
import { SalonGate } from '../../app/workspace/SalonGate';
import { useAiStatus } from '../../lib/data/ai';
import { publishSite, saveDraft } from '../../lib/data/site';
import { flagText } from '../../ui/ai/ai-text';
import { lazyNamed } from '../../ui/lazy-named';
import { PageFrame } from '../../ui/PageFrame';
import { ToneField } from '../../ui/ai/VoiceFields';
import { useGeneratedSite } from './use-generated-site';

const PreviewPane = lazyNamed(() => import('../sites/PreviewPane'), 'PreviewPane');
export default function SiteGeneratorPage() {
  return (
    <SalonGate
      roles={SETTINGS_ROLES}
      title="Design your website with AI"
      denied="Only the salon’s owners and managers can change its website."
    >
      {(salon) => <Generator key={salon.orgId} orgId={salon.orgId} />}
    </SalonGate>
  );
}

export function StyleSwatch({ name }: { name: string }) {
  const preset = THEME_PRESETS.find((p) => p.name === name);
  if (!preset) return null;
  const c = preset.theme.colors;
  return (
    <Box component="span" aria-hidden sx={{ display: 'inline-flex', mr: 1 }}>
      {[c.background, c.primary, c.accent].map((color) => (
        <Box
          key={color}
          component="span"
          sx={{ width: 14, height: 14, bgcolor: color, border: 1, borderColor: 'divider' }}
        />
      ))}
    </Box>
  );
}

function Generator({ orgId }: { orgId: string }) {
  const navigate = useNavigate();
  const status = useAiStatus(orgId);
  const [style, setStyle] = useState(SITE_STYLES[0]!);
  const [emphasis, setEmphasis] = useState<Emphasis>('services');
  const [tone, setTone] = useState<Tone>('warm');
  const [seed, setSeed] = useState(0);
  const [view, setView] = useState<'new' | 'now'>('new');
  const [confirm, setConfirm] = useState(false);
  const [saving, setSaving] = useState<'draft' | 'publish' | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { base, made, current, generated } = useGeneratedSite({
    orgId,
    style,
    emphasis,
    tone,
    seed,
  });

  const apply = async (publish: boolean) => {
    if (!made.data) return;
    setSaving(publish ? 'publish' : 'draft');
    setSaveError(null);
    try {
      await saveDraft(orgId, made.data.draft);
      if (publish) await publishSite(orgId);
      void navigate('/editor-page');
    } catch (e) {
      setSaveError((e as Error).message);
      setSaving(null);
    }
  };
  const notes = made.data ? flagText(made.data.flags) : [];
  const shown = view === 'new' ? generated : current;

  return (
    <PageFrame
      title="Design your website with AI"
      subtitle="A new design made from your services, team, photos and hours. Your site does not change until you publish."
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
            <TextField
              select
              label="Style"
              size="small"
              value={style}
              onChange={(e) => setStyle(e.target.value)}
            >
              {SITE_STYLES.map((s) => (
                <MenuItem key={s} value={s}>
                  <StyleSwatch name={s} />
                  {s}
                </MenuItem>
              ))}
            </TextField>
            <FormControl>
              <FormLabel id="lead-with">Lead with</FormLabel>
              <RadioGroup
                aria-labelledby="lead-with"
                value={emphasis}
                onChange={(e) => setEmphasis(e.target.value as Emphasis)}
              >
                {EMPHASES.map((e) => (
                  <FormControlLabel
                    key={e}
                    value={e}
                    control={<Radio size="small" />}
                    label={EMPHASIS_LABELS[e]}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <ToneField value={tone} onChange={setTone} sx={{}} />
            <Button
              variant="outlined"
              startIcon={<AutoAwesomeOutlined />}
              onClick={() => setSeed((s) => s + 1)}
              disabled={made.isFetching}
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
            <Typography variant="caption" color="text.secondary">
              {made.data?.writer === 'model'
                ? `Texts written by the AI model ${made.data.provider}. Check them before you publish.`
                : `Texts written by Chairside’s built-in writer from your salon’s details. ${status.data?.setup ?? ''}`}
            </Typography>
            {saveError && <Alert severity="error">{saveError}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} spacing={1}>
              <Button
                variant="contained"
                onClick={() => void apply(false)}
                disabled={!made.data || saving !== null}
              >
                {saving === 'draft' ? 'Opening…' : 'Open in the editor'}
              </Button>
              <Button onClick={() => setConfirm(true)} disabled={!made.data || saving !== null}>
                Publish this design
              </Button>
            </Stack>
            <Typography variant="caption" color="text.secondary">
              Opening it in the editor makes it your draft, replacing unsaved changes there.
            </Typography>
          </Stack>
        </Paper>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, v) => v && setView(v)}
            aria-label="Which site to show"
          >
            <ToggleButton value="new">New design</ToggleButton>
            <ToggleButton value="now">Your site now</ToggleButton>
          </ToggleButtonGroup>
          {made.isFetching && <LinearProgress aria-label="Designing" />}
          <Box sx={{ height: { xs: '70dvh', md: 'calc(100dvh - 260px)' }, minHeight: 480 }}>
            {shown ? (
              <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
                <PreviewPane site={shown} />
              </Suspense>
            ) : base.error ? (
              <Alert severity="error">The site could not be loaded: {base.error.message}</Alert>
            ) : (
              <Skeleton variant="rounded" height={480} aria-label="Loading the preview" />
            )}
          </Box>
        </Stack>
      </Box>
      <Dialog open={confirm} onClose={() => setConfirm(false)}>
        <DialogTitle>Publish this design?</DialogTitle>
        <DialogContent>
          Visitors will see the new design at once. It also becomes your draft in the editor.
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
