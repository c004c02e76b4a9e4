// A salon blog's newsletter: readers subscribe on the blog (confirming by
// e-mail) and become clients tagged "Blog subscriber"; what happens when a
// post goes live is the owner's choice. The campaigns it makes are in
// Marketing, with the salon's other campaigns.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BLOG_SUBSCRIBER_TAG,
  NEWSLETTER_MODES,
  NEWSLETTER_MODE_LABELS,
  type NewsletterMode,
} from '@chairside/core/blog-newsletter';
import { blogContracts as c } from '@chairside/core/contracts/blog';
import { call } from '../../lib/api/api';
import { setContractData, useContract } from '../../lib/api/contract-query';
import { messageOf } from './admin-lists';

export function NewsletterTab({ orgId }: { orgId: string }) {
  const args = { query: { orgId }, secure: true } as const;
  const settings = useContract(c.settings, args);
  const [saving, setSaving] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const choose = async (newsletter: NewsletterMode) => {
    setSaving(true);
    setSaid(null);
    try {
      const saved = await call(c.saveSettings, { ...args, body: { newsletter } });
      setContractData(c.settings, args, { ...saved, subscribers: settings.data?.subscribers ?? 0 });
      setSaid({ ok: true, text: 'Saved.' });
    } catch (err) {
      setSaid({ ok: false, text: messageOf(err) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack sx={{ gap: 2, maxWidth: 720 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          New posts by e-mail
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Every page of your blog has a box where readers leave their e-mail address. They confirm
          it from an e-mail we send, then become clients tagged “{BLOG_SUBSCRIBER_TAG}” who agreed
          to marketing e-mail. Each of your e-mails has a link to unsubscribe.
        </Typography>
        {settings.error && <Alert severity="error">{messageOf(settings.error)}</Alert>}
        {!settings.data && !settings.error && <LinearProgress aria-label="Loading the settings" />}
        {settings.data && (
          <Typography sx={{ mb: 2, fontWeight: 600 }}>
            {settings.data.subscribers === 1
              ? '1 subscriber'
              : `${settings.data.subscribers.toLocaleString()} subscribers`}
          </Typography>
        )}
        {settings.data && (
          <FormControl disabled={saving}>
            <FormLabel id="newsletter-mode">When a post goes live for the first time</FormLabel>
            <RadioGroup
              aria-labelledby="newsletter-mode"
              value={settings.data.newsletter}
              onChange={(e) => void choose(e.target.value as NewsletterMode)}
            >
              {NEWSLETTER_MODES.map((m) => (
                <FormControlLabel
                  key={m}
                  value={m}
                  control={<Radio />}
                  label={NEWSLETTER_MODE_LABELS[m]}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        {said && (
          <Alert severity={said.ok ? 'success' : 'error'} role="status" sx={{ mt: 1 }}>
            {said.text}
          </Alert>
        )}
      </Paper>
      <Typography color="text.secondary">
        The e-mail of each post is a campaign named “Blog: ” and the post’s title, with the post’s
        picture, its excerpt and a button to read it.{' '}
        <Link component={RouterLink} to="/marketing-hub">
          See your campaigns
        </Link>
      </Typography>
    </Stack>
  );
}
