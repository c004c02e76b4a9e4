// /ai-onboarding-page: a new owner answers a few questions (the salon, the
// services in their own words, the hours) and gets a ready salon: a menu to
// confirm, weekly hours, and a website designed from it, each step editable
// before it is saved. The salon and its menu are created together; the site
// is published only when the owner says so. A step that fails can be tried
// again without making anything twice.
import { Suspense, useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { SALON_TYPE_LABELS, SALON_TYPES, parseMenu, type SalonType } from '@chairside/core/ai/menu';
import { SITE_STYLES } from '@chairside/core/ai/requests';
import { platformContracts } from '@chairside/core/contracts/platform';
import { aiOnboardingContracts } from '@chairside/core/contracts/ai';
import { formatMinorUnits } from '@chairside/core/money';
import { bookingPath } from '@chairside/core/site';
import { ZCreateOrgForm, type CreateOrg, type SalonDetails } from '@chairside/core/salon-details';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { call } from '../../lib/api/api';
import { publishSite, saveDraft, siteUrl } from '../../lib/data/site';
import { lazyNamed } from '../../ui/lazy-named';
import { useDocumentTitle } from '../../ui/use-document-title';
import { SalonDetailsFields } from '../orgs/SalonDetailsFields';
import { newSalonDefaults, useSalonAddress } from '../orgs/use-salon-address';
import { checkRows, MenuEditor, rowOf, type MenuRow } from './MenuEditor';
import { StyleSwatch } from './SiteGeneratorPage';
import { useGeneratedSite } from './use-generated-site';

const PreviewPane = lazyNamed(() => import('../sites/PreviewPane'), 'PreviewPane');
const STEPS = ['Your salon', 'Your services', 'Create', 'Your website', 'Ready'];
const EXAMPLE =
  "Women's cut 65\nMen's cut 40 (30 min)\nBalayage from 180, 3 hours\nBlow-dry 45\nGloss treatment";

export default function OnboardingPage() {
  useDocumentTitle('Set up your salon');
  const { refresh, switchOrg } = useWorkspace();
  const [step, setStep] = useState(0);
  const [type, setType] = useState<SalonType>('hair');
  const [words, setWords] = useState('');
  const [rows, setRows] = useState<MenuRow[]>([]);
  const [shownProblems, setShownProblems] = useState(false);
  const [created, setCreated] = useState<{ orgId: string; slug: string } | null>(null);
  const [menuDone, setMenuDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CreateOrg>({
    resolver: zodResolver(ZCreateOrgForm),
    defaultValues: newSalonDefaults(),
  });
  const { control, setValue, register, formState } = form;
  const name = useWatch({ control, name: 'name' });
  const slug = useWatch({ control, name: 'slug' });
  const currency = useWatch({ control, name: 'currency' });
  const setSlug = useCallback((v: string) => setValue('slug', v), [setValue]);
  const address = useSalonAddress(name, slug, setSlug);
  const checked = checkRows(rows, currency);

  const nextFromSalon = async () => {
    if ((await form.trigger()) && address.state !== 'taken') setStep(1);
  };
  const makeMenu = () => {
    setRows(parseMenu(words, type, currency).map((l) => rowOf(l, currency)));
    setShownProblems(false);
  };
  const nextFromMenu = () => {
    setShownProblems(true);
    if (rows.length > 0 && checked.problems.size === 0) setStep(2);
  };

  // The salon, then its menu: each done once, so "Try again" goes on from where it stopped.
  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      let salon = created;
      if (!salon) {
        salon = await call(platformContracts.createOrg, { body: form.getValues(), secure: true });
        setCreated(salon);
      }
      if (!menuDone) {
        await call(aiOnboardingContracts.services, {
          body: { orgId: salon.orgId, services: checked.services },
          secure: true,
        });
        setMenuDone(true);
      }
      await refresh();
      await switchOrg(salon.orgId);
      setStep(3);
    } catch (e) {
      setError(`${(e as Error).message} Nothing was made twice: try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ maxWidth: step === 3 ? 1200 : 860, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1">
        Set up your salon
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        A few answers, and Chairside makes your menu, your hours and a website to match. You check
        each step before anything is saved.
      </Typography>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((s) => (
          <Step key={s}>
            <StepLabel>{s}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {step === 0 && (
            <Stack spacing={3}>
              <TextField
                select
                label="What kind of business is it?"
                value={type}
                onChange={(e) => setType(e.target.value as SalonType)}
              >
                {SALON_TYPES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {SALON_TYPE_LABELS[t]}
                  </MenuItem>
                ))}
              </TextField>
              <SalonDetailsFields form={form as unknown as UseFormReturn<SalonDetails>} />
              <TextField
                label="Salon address on the web"
                required
                {...register('slug', { onChange: address.markEdited })}
                error={!!formState.errors.slug || address.state === 'taken'}
                helperText={
                  <>
                    <strong>{address.preview}</strong> ·{' '}
                    {formState.errors.slug?.message ?? address.help}
                  </>
                }
              />
              <Button
                variant="contained"
                onClick={() => void nextFromSalon()}
                sx={{ alignSelf: 'flex-end' }}
              >
                Next: your services
              </Button>
            </Stack>
          )}
          {step === 1 && (
            <Stack spacing={2.5}>
              <TextField
                label="The services you offer, in your own words"
                multiline
                minRows={5}
                value={words}
                onChange={(e) => setWords(e.target.value)}
                placeholder={EXAMPLE}
                helperText="One per line, with the price and the length if you like. Nothing is guessed for a price you do not give."
              />
              <Button
                variant="outlined"
                startIcon={<AutoAwesomeOutlined />}
                onClick={makeMenu}
                disabled={words.trim().length < 2}
                sx={{ alignSelf: 'flex-start' }}
              >
                {rows.length ? 'Make my menu again' : 'Make my menu'}
              </Button>
              {(rows.length > 0 || words.trim()) && (
                <MenuEditor
                  rows={rows}
                  currency={currency}
                  problems={shownProblems ? checked.problems : new Map()}
                  onChange={setRows}
                />
              )}
              {shownProblems && rows.length === 0 && (
                <Alert severity="warning">Add at least one service clients can book.</Alert>
              )}
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Button onClick={() => setStep(0)}>Back</Button>
                <Button variant="contained" onClick={nextFromMenu}>
                  Next: check and create
                </Button>
              </Stack>
            </Stack>
          )}
          {step === 2 && (
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {name}
              </Typography>
              <Typography color="text.secondary">
                {SALON_TYPE_LABELS[type]} · {address.preview}
              </Typography>
              <Typography>
                {checked.services.length} services, done by you and bookable online as soon as the
                salon is made. You can add your team and change anything later.
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {checked.services.map((s) => (
                  <li key={s.name}>
                    {s.name} · {s.durationMinutes} min · {formatMinorUnits(s.price, currency)}
                  </li>
                ))}
              </Box>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Button onClick={() => setStep(1)} disabled={busy || created !== null}>
                  Back
                </Button>
                <Button variant="contained" onClick={() => void create()} disabled={busy}>
                  {busy ? 'Making your salon…' : error ? 'Try again' : 'Create my salon'}
                </Button>
              </Stack>
            </Stack>
          )}
          {step === 3 && created && <SiteStep orgId={created.orgId} onDone={() => setStep(4)} />}
          {step === 4 && created && (
            <Stack spacing={2}>
              <Typography variant="h5" component="h2">
                {name} is ready
              </Typography>
              <Typography>
                Clients can book online now, and your website is live. Share your booking link,
                invite your team, and connect payments when you are ready.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="contained"
                  href={siteUrl(created.slug)}
                  target="_blank"
                  rel="noopener"
                >
                  See your website
                </Button>
                <Button component={RouterLink} to={bookingPath(created.slug)}>
                  Your booking page
                </Button>
                <Button component={RouterLink} to="/owner-dashboard">
                  Go to your dashboard
                </Button>
              </Stack>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

function SiteStep({ orgId, onDone }: { orgId: string; onDone: () => void }) {
  const [style, setStyle] = useState(SITE_STYLES[0]!);
  const [seed, setSeed] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { made, generated, base } = useGeneratedSite({
    orgId,
    style,
    emphasis: 'services',
    tone: 'warm',
    seed,
  });
  const publish = async () => {
    if (!made.data) return;
    setBusy(true);
    setError(null);
    try {
      await saveDraft(orgId, made.data.draft);
      await publishSite(orgId);
      onDone();
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Typography>
        Your website, made from your menu and details. Pick a style, try another until you like it,
        then publish. You can change every word later in the website editor.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          size="small"
          label="Style"
          value={style}
          onChange={(e) => setStyle(e.target.value)}
          sx={{ minWidth: 220 }}
        >
          {SITE_STYLES.map((s) => (
            <MenuItem key={s} value={s}>
              <StyleSwatch name={s} />
              {s}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={() => setSeed((s) => s + 1)} disabled={made.isFetching}>
          Try another
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={() => void publish()} disabled={!made.data || busy}>
          {busy ? 'Publishing…' : 'Publish my website'}
        </Button>
      </Stack>
      {(error ?? made.error?.message ?? base.error?.message) && (
        <Alert severity="error">{error ?? made.error?.message ?? base.error?.message}</Alert>
      )}
      <Box sx={{ height: { xs: '70dvh', md: 620 } }}>
        {generated ? (
          <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
            <PreviewPane site={generated} />
          </Suspense>
        ) : (
          <Skeleton variant="rounded" height={480} aria-label="Designing your website" />
        )}
      </Box>
    </Stack>
  );
}
