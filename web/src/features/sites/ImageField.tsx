import { Suspense, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import UploadIcon from '@mui/icons-material/Upload';
import { uploadSiteImage } from '../../lib/data/site';
import { useWrite } from '../../lib/api/write';
import ImageSearchIcon from '@mui/icons-material/ImageSearchOutlined';
import { lazyNamed } from '../../ui/lazy-named';
import type { PickedPhoto } from '../../ui/ai/PhotoFinderDialog';

const PhotoFinderDialog = lazyNamed(
  () => import('../../ui/ai/PhotoFinderDialog'),
  'PhotoFinderDialog',
);

/** An image by address, or uploaded through the API (type and size checked there). */
export function ImageField({
  orgId,
  label,
  value,
  onChange,
  error,
  kind = 'site-image',
  onPicture,
  onPhoto,
}: {
  orgId: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  kind?: 'site-image' | 'favicon';
  /** A picture chosen from ours, with its description (else onChange gets its address). */
  onPicture?: (url: string, alt: string) => void;
  /** A photo found or made, with its credit (the hero keeps Unsplash's). */
  onPhoto?: (photo: PickedPhoto) => void;
}) {
  const [finding, setFinding] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const accept =
    kind === 'favicon' ? 'image/png,image/x-icon' : 'image/png,image/jpeg,image/webp,image/gif';

  const uploading = useWrite((file: File) => uploadSiteImage(orgId, file, kind), {
    onMutate: () => setUploadError(null),
    onSuccess: onChange,
    onError: (err) => setUploadError(err.message),
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  const busy = uploading.isPending;
  const upload = (file: File | undefined) => {
    if (file) uploading.mutate(file);
  };

  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <TextField
          id={id}
          label={label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="https://…"
          size="small"
          fullWidth
          error={Boolean(error || uploadError)}
          helperText={
            error ||
            uploadError ||
            (kind === 'favicon'
              ? 'PNG or ICO, up to 512 KB'
              : 'An https:// address, or upload JPG, PNG, WebP or GIF up to 5 MB')
          }
        />
        <Button
          variant="outlined"
          onClick={() => input.current?.click()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} /> : <UploadIcon />}
          sx={{ flex: 'none', mt: 0.25 }}
          aria-describedby={id}
        >
          Upload
        </Button>
        {kind === 'site-image' && (
          <Button
            variant="outlined"
            onClick={() => setFinding(true)}
            onMouseEnter={() => void PhotoFinderDialog.preload()}
            startIcon={<ImageSearchIcon />}
            sx={{ flex: 'none', mt: 0.25 }}
          >
            Find
          </Button>
        )}
        <input
          ref={input}
          type="file"
          accept={accept}
          hidden
          aria-label={`Upload ${label.toLowerCase()}`}
          onChange={(e) => upload(e.target.files?.[0])}
        />
      </Stack>
      {finding && (
        <Suspense fallback={null}>
          <PhotoFinderDialog
            orgId={orgId}
            onClose={() => setFinding(false)}
            onPick={(p) => {
              setFinding(false);
              if (onPhoto) onPhoto(p);
              else if (onPicture) onPicture(p.url, p.alt);
              else onChange(p.url);
            }}
          />
        </Suspense>
      )}
      {value && !error && (
        <Box
          component="img"
          src={value}
          alt=""
          sx={{
            width: 120,
            height: 80,
            objectFit: 'cover',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
    </Stack>
  );
}
