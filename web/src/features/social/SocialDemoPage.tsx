// /social-demo-page: try the composer with nothing connected, offline: pick
// one of our pictures or one of your own (it never leaves the browser),
// write a caption, and see it as Instagram, Facebook, TikTok and Pinterest
// would show it: the crop each needs, the caption cut where each cuts it,
// the limits, and what each network asks of an app like ours.
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { salonImagesOf } from '@chairside/core/salon-images';
import { NETWORK_NOTES, NETWORK_RULES, SOCIAL_NETWORKS } from '@chairside/core/social';
import { PageFrame } from '../../ui/PageFrame';
import { useDocumentTitle } from '../../ui/use-document-title';
import { SocialComposerFields, type ComposerValue } from './SocialComposerFields';
import { pictureSize, type PreviewPicture } from './SocialPreview';

const SAMPLES = salonImagesOf('scene').slice(0, 4);

export default function SocialDemoPage() {
  useDocumentTitle('Try a post');
  const [value, setValue] = useState<ComposerValue>({
    networks: ['instagram', 'facebook', 'tiktok', 'pinterest'],
    caption:
      'Soft copper balayage for autumn, by Jo. Book your colour consultation through the link in our bio. #balayage #copperhair #autumnhair',
    title: 'Soft copper balayage',
  });
  const [picture, setPicture] = useState<PreviewPicture | null>(null);
  const [problem, setProblem] = useState('');
  const use = (url: string) => {
    setProblem('');
    pictureSize(url).then(setPicture, (e: Error) => setProblem(e.message));
  };
  useEffect(() => {
    if (SAMPLES[0]) void pictureSize(SAMPLES[0].url).then(setPicture, () => undefined);
  }, []);
  return (
    <PageFrame
      title="Try a post"
      subtitle="See a post as each network will show it, before connecting anything. Nothing here is posted or sent."
      actions={
        <Button component={RouterLink} to="/social-portfolio" variant="outlined">
          Portfolio and posting
        </Button>
      }
    >
      <Stack sx={{ gap: 3 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 600, mb: 1 }} id="pick-title">
            The picture
          </Typography>
          <Stack
            direction="row"
            sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
            role="group"
            aria-labelledby="pick-title"
          >
            {SAMPLES.map((s) => (
              <ButtonBase
                key={s.url}
                onClick={() => use(s.url)}
                aria-label={`Use ${s.alt}`}
                aria-pressed={picture?.url === s.url}
                sx={{
                  borderRadius: 1,
                  overflow: 'hidden',
                  outline: picture?.url === s.url ? 3 : 0,
                  outlineColor: 'primary.main',
                }}
              >
                <Box
                  component="img"
                  src={s.url}
                  alt=""
                  sx={{ width: 88, height: 88, objectFit: 'cover' }}
                />
              </ButtonBase>
            ))}
            <Button component="label" variant="outlined">
              Use one of yours
              <input
                hidden
                type="file"
                accept="image/*"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) use(URL.createObjectURL(file));
                }}
              />
            </Button>
          </Stack>
          {problem && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {problem}
            </Alert>
          )}
        </Paper>
        <SocialComposerFields
          value={value}
          onChange={setValue}
          picture={picture}
          accounts={{
            instagram: 'studionova',
            facebook: 'Studio Nova',
            tiktok: 'studionova',
            pinterest: 'Studio Nova',
          }}
        />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            What each network allows an app
          </Typography>
          <Stack component="dl" sx={{ gap: 1, m: 0 }}>
            {SOCIAL_NETWORKS.map((n) => (
              <Box key={n}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {NETWORK_RULES[n].name}
                </Typography>
                <Typography component="dd" color="text.secondary" sx={{ m: 0 }}>
                  {NETWORK_NOTES[n]}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Paper>
      </Stack>
    </PageFrame>
  );
}
