// /social-portfolio: the salon's work and where it is posted. The four
// networks (connect, choose where, disconnect); the portfolio (photos of
// the team's work with the client's consent, tagged by stylist and
// service, shown on the site when chosen); a post to one or more networks
// now or later, with each network's preview; and the posts with each
// network's outcome, in its words.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { PortfolioPhotoView } from '@chairside/core/contracts/social';
import { NETWORK_RULES, type SocialNetwork } from '@chairside/core/social';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import {
  cancelPost,
  updatePortfolioPhoto,
  usePortfolio,
  useSocialConnections,
  useSocialPosts,
} from '../../lib/data/social';
import { PageFrame } from '../../ui/PageFrame';
import { ConnectionsPanel } from './ConnectionsPanel';
import { AddPhotoDialog, PostDialog } from './PortfolioDialogs';

export default function SocialPortfolioPage() {
  return (
    <SalonGate
      roles={['owner', 'manager', 'front_desk', 'staff']}
      title="Portfolio"
      denied="The portfolio is the salon’s: a booth renter posts their own work from their own accounts."
    >
      {(salon) => <Portfolio salon={salon} />}
    </SalonGate>
  );
}

const OUTCOME = {
  waiting: { label: 'waiting', color: 'default' },
  processing: { label: 'processing', color: 'info' },
  posted: { label: 'posted', color: 'success' },
  failed: { label: 'failed', color: 'error' },
} as const;

function Portfolio({ salon }: { salon: ActiveSalon }) {
  const canManage = salon.role === 'owner' || salon.role === 'manager';
  const connections = useSocialConnections(salon.orgId);
  const portfolio = usePortfolio(salon.orgId);
  const posts = useSocialPosts(salon.orgId);
  const [adding, setAdding] = useState(false);
  const [posting, setPosting] = useState<PortfolioPhotoView | null>(null);
  const [problem, setProblem] = useState('');
  const bookingUrl = `${window.location.origin}/book-now?salon=${encodeURIComponent(salon.org.slug || salon.orgId)}`;
  const act = (work: () => Promise<unknown>) => {
    setProblem('');
    work().catch((e: unknown) => setProblem(e instanceof Error ? e.message : 'That did not work.'));
  };
  return (
    <PageFrame
      title="Portfolio"
      subtitle="Your team’s work, shown where clients look: your site, Instagram, Facebook, TikTok and Pinterest."
      actions={
        <Button component={RouterLink} to="/social-demo-page" variant="outlined">
          Try a post
        </Button>
      }
    >
      <Stack sx={{ gap: 4 }}>
        <Box component="section" aria-labelledby="networks-title">
          <Typography variant="h6" component="h2" id="networks-title" sx={{ mb: 1.5 }}>
            Networks
          </Typography>
          {connections.error && <Alert severity="error">{connections.error.message}</Alert>}
          {connections.data ? (
            <ConnectionsPanel
              orgId={salon.orgId}
              connections={connections.data.connections}
              canManage={canManage}
            />
          ) : (
            <Skeleton variant="rounded" height={160} />
          )}
        </Box>

        <Box component="section" aria-labelledby="work-title">
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, gap: 2 }}>
            <Typography variant="h6" component="h2" id="work-title">
              The work
            </Typography>
            <Button variant="contained" sx={{ ml: 'auto' }} onClick={() => setAdding(true)}>
              Add a photo
            </Button>
          </Stack>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          {portfolio.error && <Alert severity="error">{portfolio.error.message}</Alert>}
          {!portfolio.data && !portfolio.error && <Skeleton variant="rounded" height={240} />}
          {portfolio.data?.photos.length === 0 && (
            <Typography color="text.secondary">
              No photos yet. Add the team’s best work, with each client’s consent, to show it on
              your site and post it.
            </Typography>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
            }}
          >
            {portfolio.data?.photos.map((p) => (
              <Paper
                key={p.id}
                variant="outlined"
                sx={{ overflow: 'hidden' }}
                component="article"
                aria-label={p.caption || `Work by ${p.staffName}`}
              >
                <Box
                  component="img"
                  src={p.photoUrl}
                  alt={p.caption || `${p.serviceNames.join(', ')} by ${p.staffName}`}
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '4 / 5', objectFit: 'cover', display: 'block' }}
                />
                <Stack sx={{ p: 1.5, gap: 0.75 }}>
                  {p.caption && <Typography variant="body2">{p.caption}</Typography>}
                  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                    <Chip size="small" label={p.staffName} />
                    {p.serviceNames.map((s) => (
                      <Chip key={s} size="small" variant="outlined" label={s} />
                    ))}
                  </Stack>
                  <Typography variant="caption" color="text.secondary">
                    Consent recorded {new Date(p.consent.at).toLocaleDateString()}
                    {p.consent.note ? `: ${p.consent.note}` : ''}
                  </Typography>
                  {canManage && (
                    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      <Button size="small" variant="outlined" onClick={() => setPosting(p)}>
                        Post…
                      </Button>
                      <FormControlLabel
                        control={
                          <Switch
                            size="small"
                            checked={p.showOnSite}
                            onChange={(e) =>
                              act(() =>
                                updatePortfolioPhoto(salon.orgId, p.id, {
                                  showOnSite: e.target.checked,
                                }),
                              )
                            }
                          />
                        }
                        label="On the site"
                      />
                    </Stack>
                  )}
                </Stack>
              </Paper>
            ))}
          </Box>
        </Box>

        <Box component="section" aria-labelledby="posts-title">
          <Typography variant="h6" component="h2" id="posts-title" sx={{ mb: 1.5 }}>
            Posts
          </Typography>
          {posts.data?.posts.length === 0 && (
            <Typography color="text.secondary">Nothing posted yet.</Typography>
          )}
          <Stack sx={{ gap: 1.5 }}>
            {posts.data?.posts.map((post) => (
              <Paper key={post.id} variant="outlined" sx={{ p: 1.5 }}>
                <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
                  <Box
                    component="img"
                    src={post.photoUrl}
                    alt=""
                    sx={{
                      width: 64,
                      height: 64,
                      objectFit: 'cover',
                      borderRadius: 1,
                      flex: 'none',
                    }}
                  />
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Typography
                      variant="body2"
                      sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    >
                      {post.caption}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {post.status === 'scheduled' ? 'Goes' : 'Sent'}{' '}
                      {new Date(post.sendAt).toLocaleString()}
                    </Typography>
                    <Stack sx={{ gap: 0.5, mt: 0.5 }}>
                      {post.networks.map((n: SocialNetwork) => {
                        const r = post.results[n]!;
                        return (
                          <Stack
                            key={n}
                            direction="row"
                            sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                          >
                            <Chip
                              size="small"
                              color={OUTCOME[r.status].color}
                              label={`${NETWORK_RULES[n].name}: ${OUTCOME[r.status].label}`}
                            />
                            {r.url && (
                              <Link
                                href={r.url}
                                target="_blank"
                                rel="noopener noreferrer"
                                variant="body2"
                              >
                                See it
                              </Link>
                            )}
                            {r.error && (
                              <Typography
                                variant="caption"
                                color={r.status === 'failed' ? 'error' : 'text.secondary'}
                              >
                                {r.error}
                              </Typography>
                            )}
                          </Stack>
                        );
                      })}
                    </Stack>
                  </Box>
                  {canManage && post.status === 'scheduled' && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => act(() => cancelPost(salon.orgId, post.id))}
                    >
                      Cancel
                    </Button>
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
        </Box>
      </Stack>
      <AddPhotoDialog
        orgId={salon.orgId}
        open={adding}
        onClose={() => setAdding(false)}
        team={portfolio.data?.team ?? []}
        services={portfolio.data?.services ?? []}
      />
      <PostDialog
        orgId={salon.orgId}
        photo={posting}
        connections={connections.data?.connections ?? []}
        bookingUrl={bookingUrl}
        onClose={() => setPosting(null)}
      />
    </PageFrame>
  );
}
