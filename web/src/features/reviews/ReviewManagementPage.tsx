// /review-management: every review in one inbox (the newest first, filtered
// by stars and by answered or not), the figures (average, count, per team
// member, how many answered and how fast), a public reply to each (the client
// is told), a flag asking for removal (the review stays on record), and the
// salon's request settings: ask after every visit, how, when, in what words;
// the Google Business Profile's reviews beside them (GoogleCard).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReviewSettingsView, ReviewView } from '@chairside/core/contracts/reviews';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import {
  flagReview,
  replyToReview,
  saveReviewSettings,
  useReviewSettings,
  useReviewStats,
  useReviews,
} from '../../lib/data/reviews';
import { PageFrame } from '../../ui/PageFrame';
import { ReviewSummaryCard } from './ReviewSummaryCard';
import { GoogleCard } from './GoogleCard';

export default function ReviewManagementPage() {
  return (
    <SalonGate
      roles={['owner', 'manager', 'front_desk', 'staff']}
      title="Reviews"
      denied="Reviews are the salon’s: a booth renter’s clients review the salon’s visits."
    >
      {(salon) => <Reviews salon={salon} />}
    </SalonGate>
  );
}

/** Filters show their 'all' choice rather than an empty box. */
const FILTER_SLOTS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

function ReviewCard({ orgId, r, canReply }: { orgId: string; r: ReviewView; canReply: boolean }) {
  const [draft, setDraft] = useState(r.reply?.text ?? '');
  const [open, setOpen] = useState(false);
  const [flagging, setFlagging] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setProblem('');
    try {
      await work();
      setOpen(false);
      setFlagging(false);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'That did not work just now.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="article"
      aria-label={`${r.rating}-star review`}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Rating value={r.rating} readOnly size="small" aria-label={`${r.rating} of 5 stars`} />
        <Typography sx={{ fontWeight: 600 }}>{r.displayName || 'A client'}</Typography>
        <Typography variant="body2" color="text.secondary">
          {new Date(r.createdAt).toLocaleDateString()}
        </Typography>
        {r.source === 'google' && <Chip size="small" variant="outlined" label="Google" />}
        {r.flag && <Chip size="small" color="warning" label="Flagged for removal" />}
        {!r.reply && <Chip size="small" label="Not answered" />}
      </Stack>
      {r.text && <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{r.text}</Typography>}
      {r.photoUrl && (
        <Box
          component="a"
          href={r.photoUrl}
          target="_blank"
          rel="noopener"
          sx={{ display: 'inline-block', mt: 1 }}
        >
          <Box
            component="img"
            src={r.photoUrl}
            alt={`Photo with ${r.displayName || 'a client'}’s review`}
            loading="lazy"
            sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1, display: 'block' }}
          />
        </Box>
      )}
      {r.reply && !open && (
        <Box sx={{ mt: 1.5, pl: 2, borderLeft: 3, borderColor: 'primary.main' }}>
          <Typography variant="body2" color="text.secondary">
            Your reply
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{r.reply.text}</Typography>
        </Box>
      )}
      {open && (
        <Stack sx={{ mt: 1.5, gap: 1 }}>
          <TextField
            label="Your public reply"
            multiline
            minRows={3}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            helperText={
              r.source === 'google'
                ? 'Posted on Google under the review; Google tells the reviewer.'
                : 'Shown under the review (and on your site, if you show reviews there); the client is told by e-mail.'
            }
          />
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button
              variant="contained"
              disabled={busy || !draft.trim()}
              onClick={() => void act(() => replyToReview(orgId, r.id, draft))}
            >
              Post the reply
            </Button>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
          </Stack>
        </Stack>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
      {canReply && !open && (
        <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
          <Button size="small" onClick={() => setOpen(true)}>
            {r.reply ? 'Edit the reply' : 'Reply'}
          </Button>
          {!r.flag && (
            <Button size="small" color="warning" onClick={() => setFlagging(true)}>
              Flag for removal
            </Button>
          )}
        </Stack>
      )}
      <Dialog open={flagging} onClose={() => setFlagging(false)} aria-labelledby={`flag-${r.id}`}>
        <DialogTitle id={`flag-${r.id}`}>Flag this review for removal</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            It stays on record with your reason. Reviews are removed only for abuse, a conflict of
            interest, or a visit that did not happen, never for being unhappy.
          </Typography>
          <TextField
            label="Why"
            fullWidth
            multiline
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setFlagging(false)}>Cancel</Button>
          <Button
            color="warning"
            disabled={busy || !reason.trim()}
            onClick={() => void act(() => flagReview(orgId, r.id, reason))}
          >
            Flag
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

function SettingsCard({ orgId, s }: { orgId: string; s: ReviewSettingsView }) {
  const [v, setV] = useState(s);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Asking for reviews
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={v.autoRequest}
              onChange={(e) => setV({ ...v, autoRequest: e.target.checked })}
            />
          }
          label="Ask after every completed visit"
        />
        <Typography variant="body2" color="text.secondary">
          Every client is asked the same way, whatever the visit was like, at most once in 30 days.
        </Typography>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <TextField
            select
            label="By"
            value={v.channel}
            onChange={(e) => setV({ ...v, channel: e.target.value as typeof v.channel })}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="email">E-mail</MenuItem>
            <MenuItem value="sms">Text</MenuItem>
            <MenuItem value="both">Both</MenuItem>
          </TextField>
          <TextField
            type="number"
            label="Hours after checkout"
            value={v.delayHours}
            onChange={(e) => setV({ ...v, delayHours: Number(e.target.value) })}
            sx={{ width: 180 }}
          />
        </Stack>
        <TextField
          label="Subject"
          value={v.subject}
          onChange={(e) => setV({ ...v, subject: e.target.value })}
        />
        <TextField
          label="Message"
          multiline
          minRows={2}
          value={v.body}
          onChange={(e) => setV({ ...v, body: e.target.value })}
          helperText="{{first_name}} and {{salon}} are filled in; the review link is added."
        />
        <FormControlLabel
          control={
            <Switch
              checked={v.suggestProducts}
              onChange={(e) => setV({ ...v, suggestProducts: e.target.checked })}
            />
          }
          label="Suggest products that go with the visit"
        />
        <Typography variant="body2" color="text.secondary">
          The e-mail names up to three products in stock that clients often buy after the same
          service (from Product recommendations), none they bought lately. Texts stay short.
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={v.showOnSite}
              onChange={(e) => setV({ ...v, showOnSite: e.target.checked })}
            />
          }
          label="Show reviews on your website"
        />
        <Typography variant="body2" color="text.secondary">
          Your site then shows the average, the number of reviews and the six newest with words,
          with your replies. Every rating counts; a review you flagged is not quoted while the flag
          stands.
        </Typography>
        <TextField
          label="Your Google review link (optional)"
          value={v.googleReviewUrl}
          onChange={(e) => setV({ ...v, googleReviewUrl: e.target.value })}
          helperText="From your Google Business Profile (Ask for reviews). Offered to every client after they review, as a choice."
        />
        {problem && <Alert severity="error">{problem}</Alert>}
        {note && <Alert severity="success">{note}</Alert>}
        <Box>
          <Button
            variant="contained"
            onClick={() => {
              setProblem('');
              const { subject, body, ...settings } = v;
              saveReviewSettings(orgId, settings, { subject, body })
                .then(() => setNote('Saved.'))
                .catch((e: unknown) => setProblem(e instanceof Error ? e.message : 'Not saved.'));
            }}
          >
            Save
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

function Reviews({ salon }: { salon: ActiveSalon }) {
  const canReply = salon.role === 'owner' || salon.role === 'manager';
  const [rating, setRating] = useState<number | ''>('');
  const [replied, setReplied] = useState<'' | 'yes' | 'no'>('');
  const [source, setSource] = useState<'' | 'chairside' | 'google'>('');
  const [who, setWho] = useState('');
  const [what, setWhat] = useState('');
  const list = useReviews(salon.orgId, {
    ...(rating ? { rating } : {}),
    ...(replied ? { replied } : {}),
    ...(source ? { source } : {}),
    ...(who ? { staffId: who } : {}),
    ...(what ? { serviceId: what } : {}),
  });
  const team = list.data?.team ?? [];
  const services = list.data?.services ?? [];
  const stats = useReviewStats(salon.orgId);
  const settings = useReviewSettings(salon.orgId, canReply);
  const st = stats.data;
  return (
    <PageFrame
      title="Reviews"
      subtitle="Every review in one place, answered where clients read them."
    >
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Stack sx={{ flex: 2, gap: 2, minWidth: 0, width: '100%' }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {!st ? (
              <Skeleton variant="rounded" height={60} />
            ) : (
              <Stack
                direction="row"
                sx={{ columnGap: 4, rowGap: 1, flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                  <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                    {st.average ?? '–'}
                  </Typography>
                  <Rating
                    value={st.average ?? 0}
                    precision={0.1}
                    readOnly
                    aria-label={`Average ${st.average ?? 'none'} of 5`}
                  />
                </Stack>
                <Typography>
                  <strong>{st.count}</strong> review{st.count === 1 ? '' : 's'}
                </Typography>
                <Typography>
                  <strong>{st.responseRate ?? '–'}%</strong> answered
                  {st.replyHours !== null ? `, in ${st.replyHours} h on average` : ''}
                </Typography>
              </Stack>
            )}
          </Paper>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label="Stars"
              slotProps={FILTER_SLOTS}
              value={rating}
              onChange={(e) => setRating(e.target.value === '' ? '' : Number(e.target.value))}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="">All</MenuItem>
              {[5, 4, 3, 2, 1].map((n) => (
                <MenuItem key={n} value={n}>
                  {n} star{n === 1 ? '' : 's'}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Answered"
              slotProps={FILTER_SLOTS}
              value={replied}
              onChange={(e) => setReplied(e.target.value as typeof replied)}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">All</MenuItem>
              <MenuItem value="no">Not answered</MenuItem>
              <MenuItem value="yes">Answered</MenuItem>
            </TextField>
            <TextField
              select
              size="small"
              label="From"
              slotProps={FILTER_SLOTS}
              value={source}
              onChange={(e) => setSource(e.target.value as typeof source)}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="">Everywhere</MenuItem>
              <MenuItem value="chairside">Your clients</MenuItem>
              <MenuItem value="google">Google</MenuItem>
            </TextField>
            <TextField
              select
              size="small"
              label="Team member"
              slotProps={FILTER_SLOTS}
              value={who}
              onChange={(e) => setWho(e.target.value)}
              sx={{ minWidth: 170 }}
            >
              <MenuItem value="">Everyone</MenuItem>
              {team.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Service"
              slotProps={FILTER_SLOTS}
              value={what}
              onChange={(e) => setWhat(e.target.value)}
              sx={{ minWidth: 170 }}
            >
              <MenuItem value="">Any service</MenuItem>
              {services.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {list.error && <Alert severity="error">{list.error.message}</Alert>}
          {list.isPending && <Skeleton variant="rounded" height={200} />}
          {list.data?.reviews.length === 0 && (
            <Typography color="text.secondary">
              No reviews here yet. Turn on asking after every visit, or ask from an appointment.
            </Typography>
          )}
          {list.data?.reviews.map((r) => (
            <ReviewCard key={r.id} orgId={salon.orgId} r={r} canReply={canReply} />
          ))}
        </Stack>
        <Stack sx={{ flex: 1, minWidth: 0, width: '100%', gap: 2 }}>
          {canReply && <ReviewSummaryCard orgId={salon.orgId} />}
          <GoogleCard orgId={salon.orgId} canManage={canReply} />
          {canReply &&
            (settings.data ? (
              <SettingsCard orgId={salon.orgId} s={settings.data} />
            ) : (
              <Skeleton variant="rounded" height={300} />
            ))}
        </Stack>
      </Stack>
    </PageFrame>
  );
}
