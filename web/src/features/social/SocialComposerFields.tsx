// The composer's fields, shared by /social-demo-page (offline, nothing
// connected) and the portfolio's post dialog: which networks, the caption,
// Pinterest's title, and each network's preview beside them.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NETWORK_RULES, SOCIAL_NETWORKS, type SocialNetwork } from '@chairside/core/social';
import { SocialPreview, type PreviewPicture } from './SocialPreview';

export interface ComposerValue {
  networks: SocialNetwork[];
  caption: string;
  title: string;
}

export function SocialComposerFields({
  value,
  onChange,
  picture,
  accounts,
  available = SOCIAL_NETWORKS,
  errors = {},
}: {
  value: ComposerValue;
  onChange: (v: ComposerValue) => void;
  picture: PreviewPicture | null;
  /** How each network's account is shown in its preview. */
  accounts: Partial<Record<SocialNetwork, string>>;
  /** The networks that may be chosen (the connected ones, when posting). */
  available?: readonly SocialNetwork[];
  errors?: Record<string, string>;
}) {
  const toggle = (n: SocialNetwork, on: boolean) =>
    onChange({
      ...value,
      networks: on
        ? SOCIAL_NETWORKS.filter((x) => x === n || value.networks.includes(x))
        : value.networks.filter((x) => x !== n),
    });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, alignItems: 'flex-start' }}>
      <Stack sx={{ gap: 2, flex: 1, minWidth: 0, width: '100%' }}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
            Post to
          </Typography>
          <FormGroup row>
            {SOCIAL_NETWORKS.map((n) => (
              <FormControlLabel
                key={n}
                control={
                  <Checkbox
                    checked={value.networks.includes(n)}
                    disabled={!available.includes(n)}
                    onChange={(e) => toggle(n, e.target.checked)}
                  />
                }
                label={NETWORK_RULES[n].name}
              />
            ))}
          </FormGroup>
          {errors['networks'] && (
            <Typography color="error" variant="body2" role="alert">
              {errors['networks']}
            </Typography>
          )}
        </Box>
        <TextField
          label="Caption"
          multiline
          minRows={4}
          value={value.caption}
          onChange={(e) => onChange({ ...value, caption: e.target.value })}
          error={Boolean(errors['caption'])}
          helperText={
            errors['caption'] ?? 'Hashtags and words as each network shows them: see the previews.'
          }
        />
        {value.networks.includes('pinterest') && (
          <TextField
            label="Pin title (Pinterest)"
            value={value.title}
            onChange={(e) => onChange({ ...value, title: e.target.value })}
            error={Boolean(errors['title'])}
            helperText={errors['title'] ?? `${value.title.length} of 100 characters`}
          />
        )}
      </Stack>
      <Box
        sx={{
          flex: 1.4,
          width: '100%',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {value.networks.length === 0 && (
          <Typography color="text.secondary">
            Choose a network to see the post as it will look there.
          </Typography>
        )}
        {value.networks.map((n) => (
          <SocialPreview
            key={n}
            network={n}
            account={accounts[n] ?? 'your account'}
            caption={value.caption}
            title={value.title}
            picture={picture}
          />
        ))}
      </Box>
    </Stack>
  );
}
