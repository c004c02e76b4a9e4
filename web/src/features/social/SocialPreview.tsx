// How a post will look on each network, before it goes: the picture in the
// network's shape (the centred crop it needs), the account, the caption as
// the network shows it (cut with "… more"), its length against the limit,
// and what keeps it from going, in words. Pure: works with no account
// connected (/social-demo-page) and in the composer.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NETWORK_RULES, cropFor, postProblems, type SocialNetwork } from '@chairside/core/social';

/** How much of the caption each network shows before "more". */
const SHOWN: Record<SocialNetwork, number> = {
  instagram: 125,
  facebook: 240,
  tiktok: 90,
  pinterest: 100,
};

export interface PreviewPicture {
  url: string;
  width: number;
  height: number;
}

export function SocialPreview({
  network,
  account,
  caption,
  title,
  picture,
}: {
  network: SocialNetwork;
  account: string;
  caption: string;
  title: string;
  picture: PreviewPicture | null;
}) {
  const rules = NETWORK_RULES[network];
  const crop = picture ? cropFor(network, picture.width, picture.height) : null;
  const problems = postProblems(network, {
    caption,
    title,
    media: { kind: 'image', width: picture?.width ?? 1080, height: picture?.height ?? 1350 },
  });
  // The frame's shape (width / height): the crop's, or a portrait 4:5 before a picture is chosen.
  const shape = crop ? crop.width / crop.height : 4 / 5;
  const length = [...caption].length;
  const cut = [...caption].slice(0, SHOWN[network]).join('');
  const cropped =
    crop && picture && (crop.width !== picture.width || crop.height !== picture.height);
  return (
    <Paper
      variant="outlined"
      sx={{ overflow: 'hidden', m: 0 }}
      component="figure"
      aria-label={`${rules.name} preview`}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 1.5, py: 1 }}>
        <Box
          aria-hidden
          sx={{ width: 28, height: 28, borderRadius: '50%', bgcolor: 'primary.main', flex: 'none' }}
        />
        <Typography sx={{ fontWeight: 600, fontSize: 14 }}>{account}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
          {rules.name}
        </Typography>
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'center', bgcolor: 'action.hover' }}>
        <Box
          sx={{
            aspectRatio: `${shape}`,
            width: '100%',
            maxWidth: `${Math.round(420 * shape)}px`,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {picture ? (
            <Box
              component="img"
              src={picture.url}
              alt=""
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <Typography color="text.secondary" variant="body2">
              The picture goes here
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ px: 1.5, py: 1 }}>
        {network === 'pinterest' && title && (
          <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{title}</Typography>
        )}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {cut}
          {length > SHOWN[network] && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              … more
            </Typography>
          )}
        </Typography>
        <Typography
          variant="caption"
          color={length > rules.caption ? 'error' : 'text.secondary'}
          component="p"
          sx={{ mt: 0.5 }}
        >
          {length.toLocaleString()} of {rules.caption.toLocaleString()} characters
          {cropped ? ' · the picture is cropped to fit' : ''}
        </Typography>
        {problems.map((p) => (
          <Alert key={p} severity="warning" sx={{ mt: 1 }}>
            {p}
          </Alert>
        ))}
      </Box>
    </Paper>
  );
}

/** Reads a picture's size from its address (an uploaded or chosen file). */
export function pictureSize(url: string): Promise<PreviewPicture> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ url, width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error('That file is not a picture.'));
    img.src = url;
  });
}
