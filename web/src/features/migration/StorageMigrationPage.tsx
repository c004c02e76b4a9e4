import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import {
  IMAGE_PLACE_LABELS,
  storageCounts,
  type ImageCopyStatus,
  type StorageImageView,
  type StorageMigrationView,
} from '@chairside/core/migration/storage';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import { copyPictures, refreshStorageScan, useStorageScan } from '../../lib/data/migration';
import { PageFrame } from '../../ui/PageFrame';
import { useWrite } from '../../lib/api/write';

/** /storage-migration: pictures still shown from an old platform, copied into Chairside. */
export default function StorageMigrationPage() {
  return (
    <SalonGate
      roles={['owner', 'manager']}
      title="Move pictures"
      denied="Moving pictures is for the salon’s owner and managers."
    >
      {(salon) => <Pictures salon={salon} />}
    </SalonGate>
  );
}

const STATUS: Record<
  ImageCopyStatus,
  { label: string; color: 'default' | 'success' | 'error' | 'info' }
> = {
  waiting: { label: 'To copy', color: 'info' },
  copied: { label: 'Copied', color: 'success' },
  failed: { label: 'Not copied', color: 'error' },
  kept: { label: 'Stays linked', color: 'default' },
};

function Pictures({ salon }: { salon: ActiveSalon }) {
  const scan = useStorageScan(salon.orgId);
  const [view, setView] = useState<StorageMigrationView | null>(null);
  // Copied in rounds (each round as much as one call may do), the list kept up to date.
  const copying = useWrite(async () => {
    let answer = await copyPictures(salon.orgId, null);
    const copied = [...answer.images.filter((i) => i.status === 'copied')];
    setView(answer);
    while (answer.remaining > 0) {
      answer = await copyPictures(salon.orgId, answer.startedAt);
      copied.push(...answer.images.filter((i) => i.status === 'copied'));
      const rest = answer.images.filter((i) => i.status !== 'copied');
      const images = [...copied, ...rest];
      setView({ ...answer, images, counts: storageCounts(images) });
    }
    await refreshStorageScan();
  });
  const busy = copying.isPending;
  const error = copying.error?.message ?? null;
  const shown = view ?? scan.data ?? null;
  const toCopy = shown ? shown.counts.waiting + shown.counts.failed : 0;

  return (
    <PageFrame
      title="Move pictures"
      subtitle="Your services, products, team and website may still show pictures from your old platform or website. Copy them into Chairside so they keep showing after you close that account."
    >
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" onClose={() => copying.reset()}>
            {error}
          </Alert>
        )}
        {scan.isPending && !view && <Skeleton variant="rounded" height={160} />}
        {scan.isError && !view && (
          <Alert severity="error">
            {scan.error.message}{' '}
            <Button size="small" onClick={() => void scan.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {shown && (
          <>
            <Summary view={shown} />
            {shown.counts.found === 0 ? (
              <Alert severity="success">
                Every picture your salon shows is already stored in Chairside. After an{' '}
                <Link component={RouterLink} to="/platform-migration">
                  import from another platform
                </Link>
                , come back here to bring its pictures over.
              </Alert>
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
                <Button
                  variant="contained"
                  sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                  disabled={busy || toCopy === 0}
                  onClick={() => copying.mutate()}
                >
                  {toCopy === 0
                    ? 'Nothing left to copy'
                    : `Copy ${toCopy} ${toCopy === 1 ? 'picture' : 'pictures'}`}
                </Button>
                <Typography variant="body2" color="text.secondary" sx={{ pt: { sm: 1 } }}>
                  Each picture is fetched once, stored in Chairside, and every place that shows it
                  is pointed at the copy. Pictures you changed meanwhile are left alone.
                </Typography>
              </Stack>
            )}
            {busy && <LinearProgress aria-label="Copying the pictures" />}
            {shown.images.length > 0 && <PictureTable images={shown.images} />}
          </>
        )}
      </Stack>
    </PageFrame>
  );
}

function Summary({ view }: { view: StorageMigrationView }) {
  const { counts } = view;
  const parts = [
    `${counts.found} ${counts.found === 1 ? 'picture' : 'pictures'} shown from elsewhere`,
    counts.copied ? `${counts.copied} copied` : '',
    counts.failed ? `${counts.failed} could not be copied` : '',
    counts.kept ? `${counts.kept} stay linked` : '',
  ].filter(Boolean);
  return (
    <Typography role="status" variant="subtitle1">
      {parts.join(' · ')}
    </Typography>
  );
}

function PictureTable({ images }: { images: StorageImageView[] }) {
  // A list rather than a table: on a phone each picture reads top to bottom.
  return (
    <Paper variant="outlined" component="ul" aria-label="Pictures" sx={{ m: 0, p: 0 }}>
      {images.map((image, i) => (
        <Box
          component="li"
          key={image.url}
          sx={{
            listStyle: 'none',
            display: 'grid',
            gap: { xs: 1, sm: 2 },
            alignItems: 'start',
            gridTemplateColumns: { xs: '56px 1fr', md: '56px 2fr 1fr 1.5fr' },
            p: 2,
            borderTop: i ? 1 : 0,
            borderColor: 'divider',
          }}
        >
          <Thumb src={image.copiedTo || image.url} />
          <Box>
            {image.uses.map((use, j) => (
              <Typography key={j} variant="body2">
                {IMAGE_PLACE_LABELS[use.place]} · {use.label}
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  · {use.field}
                </Typography>
              </Typography>
            ))}
            <Typography
              variant="body2"
              color="text.secondary"
              title={image.url}
              sx={{ display: { md: 'none' }, overflowWrap: 'anywhere' }}
            >
              From {image.host || image.url}
            </Typography>
          </Box>
          <Typography
            variant="body2"
            title={image.url}
            sx={{ display: { xs: 'none', md: 'block' }, overflowWrap: 'anywhere' }}
          >
            {image.host || image.url}
          </Typography>
          <Box sx={{ gridColumn: { xs: '2', md: 'auto' } }}>
            <Chip size="small" {...STATUS[image.status]} />
            {image.reason && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {image.reason}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}

/** A small preview; a picture that no longer loads shows a plain placeholder. */
function Thumb({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  const box = {
    width: 56,
    height: 56,
    borderRadius: 1,
    bgcolor: 'action.hover',
    display: 'grid',
    placeItems: 'center',
  } as const;
  if (broken)
    return (
      <Box sx={box}>
        <ImageOutlinedIcon color="disabled" aria-hidden />
      </Box>
    );
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setBroken(true)}
      sx={{ ...box, objectFit: 'cover' }}
    />
  );
}
