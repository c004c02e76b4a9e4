// Find a photo (Unsplash when the platform has a key, else the pictures that
// come with Chairside) or make a picture (the image model, or the built-in
// maker in the site's colours). The chosen one comes back with its
// description and, for Unsplash, the credit and photo id the site keeps.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { FoundryPhoto } from '@chairside/core/contracts/ai';
import { makeImage, searchPhotos } from '../../lib/data/ai';
import { useWrite } from '../../lib/api/write';
import { useDebounced } from '../use-debounced';

export type PickedPhoto = Pick<
  FoundryPhoto,
  'url' | 'alt' | 'unsplash_photo_id' | 'photographer_name' | 'photographer_profile_url'
>;

const STYLES = [
  ['gradient', 'Soft gradient'],
  ['bubbles', 'Light shapes'],
  ['waves', 'Waves'],
] as const;

function Finder({ orgId, onPick }: { orgId: string; onPick: (p: PickedPhoto) => void }) {
  const [q, setQ] = useState('');
  const query = useDebounced(q, 400);
  const found = useQuery({
    queryKey: ['ai', 'photos', orgId, query],
    queryFn: () => searchPhotos(orgId, query),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
    retry: false,
  });
  return (
    <Stack sx={{ gap: 1.5 }}>
      <TextField
        size="small"
        label="Search photos"
        placeholder="colour, salon chair, products…"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {found.isFetching && <LinearProgress aria-label="Searching" />}
      {found.error && <Alert severity="error">{found.error.message}</Alert>}
      {found.data && (
        <Typography variant="caption" color="text.secondary">
          {found.data.note}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' },
          gap: 1,
        }}
      >
        {found.data?.photos.map((p) => (
          <ButtonBase
            key={p.url}
            onClick={() => onPick(p)}
            aria-label={`Use: ${p.alt}`}
            sx={{ display: 'block', textAlign: 'left', borderRadius: 1, overflow: 'hidden' }}
          >
            <Box
              component="img"
              src={p.thumb}
              alt=""
              loading="lazy"
              sx={{ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', display: 'block' }}
            />
            {p.photographer_name && (
              <Typography variant="caption" sx={{ px: 0.5 }} noWrap component="p">
                {p.photographer_name}
              </Typography>
            )}
          </ButtonBase>
        ))}
      </Box>
    </Stack>
  );
}

function Maker({ orgId, onPick }: { orgId: string; onPick: (p: PickedPhoto) => void }) {
  const [style, setStyle] = useState<(typeof STYLES)[number][0]>('gradient');
  const [prompt, setPrompt] = useState('');
  const [made, setMade] = useState<{ url: string; alt: string; writer: string } | null>(null);
  const [seed, setSeed] = useState(0);
  const making = useWrite(
    (nextSeed: number) => makeImage({ orgId, prompt, style, seed: nextSeed }),
    {
      onSuccess: (picture, nextSeed) => {
        setMade(picture);
        setSeed(nextSeed);
      },
    },
  );
  const busy = making.isPending;
  const make = (nextSeed: number) => making.mutate(nextSeed);
  return (
    <Stack sx={{ gap: 1.5 }}>
      <TextField
        size="small"
        label="What should it show? (for an image model)"
        value={prompt}
        onChange={(e) => setPrompt(e.target.value)}
        helperText="Without an image model, Chairside draws an abstract picture in your site’s colours."
      />
      <TextField
        select
        size="small"
        label="Style"
        value={style}
        onChange={(e) => setStyle(e.target.value as typeof style)}
      >
        {STYLES.map(([v, label]) => (
          <MenuItem key={v} value={v}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button variant="outlined" onClick={() => make(seed)} disabled={busy}>
          Make a picture
        </Button>
        {made && (
          <Button onClick={() => make(seed + 1)} disabled={busy}>
            Try another
          </Button>
        )}
      </Stack>
      {busy && <LinearProgress aria-label="Making the picture" />}
      {making.error && <Alert severity="error">{making.error.message}</Alert>}
      {made && (
        <Box>
          <Box
            component="img"
            src={made.url}
            alt={made.alt}
            sx={{ width: '100%', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
          <Typography variant="caption" color="text.secondary" component="p">
            {made.writer === 'model'
              ? 'Made by the AI image model.'
              : 'Drawn by Chairside’s built-in maker in your site’s colours.'}
          </Typography>
          <Button
            variant="contained"
            sx={{ mt: 1 }}
            onClick={() =>
              onPick({
                url: made.url,
                alt: made.alt,
                unsplash_photo_id: '',
                photographer_name: '',
                photographer_profile_url: '',
              })
            }
          >
            Use this picture
          </Button>
        </Box>
      )}
    </Stack>
  );
}

export function PhotoFinderDialog({
  orgId,
  onPick,
  onClose,
}: {
  orgId: string;
  onPick: (p: PickedPhoto) => void;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [tab, setTab] = useState<'find' | 'make'>('find');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle>Choose a picture</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ mb: 2 }}>
          <Tab value="find" label="Find a photo" />
          <Tab value="make" label="Make a picture" />
        </Tabs>
        {tab === 'find' ? (
          <Finder orgId={orgId} onPick={onPick} />
        ) : (
          <Maker orgId={orgId} onPick={onPick} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
