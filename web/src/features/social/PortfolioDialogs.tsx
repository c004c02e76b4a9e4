// The portfolio's dialogs: adding a photo of the team's work (who did it,
// the services, a caption, and the client's consent, recorded, without
// which nothing is added), and posting a photo to the connected networks
// now or at a time, with each network's preview.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PortfolioPhotoView, SocialConnectionView } from '@chairside/core/contracts/social';
import type { SocialNetwork } from '@chairside/core/social';
import { fieldErrorsOf } from '../../lib/api/api-client';
import { addPortfolioPhoto, createPost } from '../../lib/data/social';
import { SocialComposerFields, type ComposerValue } from './SocialComposerFields';
import { pictureSize, type PreviewPicture } from './SocialPreview';

export function AddPhotoDialog({
  orgId,
  open,
  onClose,
  team,
  services,
}: {
  orgId: string;
  open: boolean;
  onClose: () => void;
  team: { id: string; name: string }[];
  services: { id: string; name: string }[];
}) {
  const [file, setFile] = useState<File | null>(null);
  const [staffId, setStaffId] = useState('');
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [caption, setCaption] = useState('');
  const [consent, setConsent] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!file || !consent) return;
    setBusy(true);
    setProblem('');
    try {
      await addPortfolioPhoto(
        {
          orgId,
          staffId,
          serviceIds: serviceIds.join(','),
          caption,
          consent: 'yes',
          consentNote: note,
        },
        file,
      );
      setFile(null);
      setCaption('');
      setConsent(false);
      setNote('');
      onClose();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      setProblem(
        fields.length
          ? fields.map((f) => f.message).join('. ')
          : e instanceof Error
            ? e.message
            : 'Not added.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-photo-title">
      <DialogTitle id="add-photo-title">Add a photo of your work</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <Button component="label" variant="outlined">
            {file ? file.name : 'Choose the photo'}
            <input
              hidden
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          <TextField
            select
            label="Who did it"
            value={staffId}
            onChange={(e) => setStaffId(e.target.value)}
          >
            {team.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Services"
            value={serviceIds}
            onChange={(e) =>
              setServiceIds(
                typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value,
              )
            }
            slotProps={{ select: { multiple: true } }}
          >
            {services.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Caption (optional)"
            value={caption}
            onChange={(e) => setCaption(e.target.value)}
          />
          <FormControlLabel
            control={<Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} />}
            label="The client agreed to this photo being shown and posted"
          />
          <TextField
            label="How they agreed (optional)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            helperText="For example: asked at checkout, by text on 3 May. Kept with the photo."
          />
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!file || !staffId || !consent || busy}
          onClick={() => void save()}
        >
          {busy ? 'Adding…' : 'Add to the portfolio'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function PostDialog({
  orgId,
  photo,
  connections,
  bookingUrl,
  onClose,
}: {
  orgId: string;
  photo: PortfolioPhotoView | null;
  connections: SocialConnectionView[];
  bookingUrl: string;
  onClose: () => void;
}) {
  const ready = connections
    .filter((c) => c.status === 'connected' && c.target)
    .map((c) => c.network);
  const [value, setValue] = useState<ComposerValue>({ networks: ready, caption: '', title: '' });
  const [picture, setPicture] = useState<PreviewPicture | null>(null);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  if (photo && shown !== photo.id) {
    setShown(photo.id);
    setValue({ networks: ready, caption: photo.caption, title: photo.serviceNames.join(', ') });
    setDone('');
    setErrors({});
    setProblem('');
  }
  useEffect(() => {
    if (photo) void pictureSize(photo.photoUrl).then(setPicture, () => setPicture(null));
  }, [photo]);
  const accounts = Object.fromEntries(
    connections.map((c) => [c.network, c.target?.name ?? c.account]),
  ) as Partial<Record<SocialNetwork, string>>;
  const send = async () => {
    if (!photo) return;
    setBusy(true);
    setProblem('');
    setErrors({});
    try {
      const post = await createPost({
        orgId,
        networks: value.networks,
        caption: value.caption,
        title: value.title,
        photoId: photo.id,
        sendAt: when === 'later' && at ? new Date(at).toISOString() : null,
        link: bookingUrl,
      });
      setDone(
        post.status === 'scheduled'
          ? `Scheduled for ${new Date(post.sendAt).toLocaleString()}.`
          : post.status === 'posted'
            ? 'Posted.'
            : 'Sent: see each network’s outcome under Posts.',
      );
    } catch (e) {
      const fields = fieldErrorsOf(e);
      setErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])));
      setProblem(
        fields.length
          ? 'The post needs another look: see the marked fields.'
          : e instanceof Error
            ? e.message
            : 'Not posted.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={photo !== null}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby="post-title"
    >
      <DialogTitle id="post-title">Post this photo</DialogTitle>
      <DialogContent>
        {ready.length === 0 && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Connect a network above first. Until then, the previews show how the post would look.
          </Alert>
        )}
        <SocialComposerFields
          value={value}
          onChange={setValue}
          picture={picture}
          accounts={accounts}
          available={ready}
          errors={errors}
        />
        <Box sx={{ mt: 2 }}>
          <RadioGroup row value={when} onChange={(e) => setWhen(e.target.value as 'now' | 'later')}>
            <FormControlLabel value="now" control={<Radio />} label="Post now" />
            <FormControlLabel value="later" control={<Radio />} label="Later" />
          </RadioGroup>
          {when === 'later' && (
            <TextField
              type="datetime-local"
              label="When"
              value={at}
              onChange={(e) => setAt(e.target.value)}
              error={Boolean(errors['sendAt'])}
              helperText={errors['sendAt'] ?? 'Your own time zone.'}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        </Box>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        {done && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {done}
          </Alert>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          A Pin links to your booking page.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{done ? 'Close' : 'Cancel'}</Button>
        {!done && (
          <Button
            variant="contained"
            disabled={busy || value.networks.length === 0 || (when === 'later' && !at)}
            onClick={() => void send()}
          >
            {busy ? 'Posting…' : when === 'later' ? 'Schedule' : 'Post now'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
