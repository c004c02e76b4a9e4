import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLE_INFO } from '@chairside/core/roles';
import type { InvitePreview } from '@chairside/core/team';
import { ApiRequestError } from '../../lib/api/api-client';
import { resendVerification } from '../../lib/auth/auth-actions';
import { acceptInvite, useInvite } from '../../lib/data/team';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { useWrite } from '../../lib/api/write';

/** /staff-invite?token=…: see what an invitation offers and accept it. */
export default function AcceptInvitePage() {
  useDocumentTitle('Join a salon');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { user, memberships, refresh } = useWorkspace();
  const preview = useInvite(token);
  const invite: InvitePreview | null = preview.data?.invite ?? null;
  const [joinedOrg, setJoinedOrg] = useState<string | null>(null);
  const [verified, setVerified] = useState(user.emailVerified);
  const [notice, setNotice] = useState<string | null>(null);
  const here = `/staff-invite?token=${token}`;

  /** Picks up a confirmation made in another tab (or from the e-mail just opened). */
  const recheck = async () => {
    await user.reload();
    await user.getIdToken(true);
    setVerified(user.emailVerified);
    if (!user.emailVerified)
      setNotice('Your address is not confirmed yet. Open the link in the e-mail first.');
    return user.emailVerified;
  };

  const join = useWrite(
    async () => {
      // A token minted before the address was confirmed does not say so yet.
      await user.getIdToken(true);
      const joined = await acceptInvite(token);
      await user.getIdToken(true);
      return joined;
    },
    {
      onSuccess: async (joined) => {
        setJoinedOrg(joined.orgId);
        await refresh();
      },
      onError: (e) => {
        if (isUnverified(e)) void recheck();
      },
    },
  );
  // Joined: the page waits for the workspace to list the salon, then goes on.
  const busy = join.isPending || joinedOrg !== null;
  const acceptError = join.error && !isUnverified(join.error) ? join.error.message : null;
  const error = acceptError ?? preview.error?.message ?? null;

  // The confirmation may have happened in another tab or before this page restored the session.
  useEffect(() => {
    if (user.emailVerified) return;
    let live = true;
    user.reload().then(
      () => live && setVerified(user.emailVerified),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [user]);

  // Go on once the workspace lists the salon just joined.
  useEffect(() => {
    if (joinedOrg && memberships.some((m) => m.orgId === joinedOrg))
      navigate('/dashboard', { replace: true });
  }, [joinedOrg, memberships, navigate]);

  const problem = token
    ? error
    : 'This invitation link is not complete. Open the link from your e-mail again.';
  const wrongAccount = invite && (user.email ?? '').toLowerCase() !== invite.email;
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, py: 6 }}>
      <Card variant="outlined" sx={{ maxWidth: 480, width: '100%' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          {problem ? (
            <Stack spacing={2}>
              <Typography variant="h4" component="h1">
                This invitation can’t be used
              </Typography>
              <Alert severity="error">{problem}</Alert>
              <Button component={RouterLink} to="/dashboard" variant="outlined">
                Go to your dashboard
              </Button>
            </Stack>
          ) : !invite ? (
            <Skeleton height={180} />
          ) : (
            <Stack spacing={2}>
              <Typography variant="overline" color="text.secondary">
                Invitation from {invite.invitedBy}
              </Typography>
              <Typography variant="h4" component="h1">
                Join {invite.orgName}
              </Typography>
              <Typography>
                as <strong>{ROLE_INFO[invite.role].label}</strong>:{' '}
                {ROLE_INFO[invite.role].description}
              </Typography>
              {wrongAccount ? (
                <>
                  <Alert severity="warning">
                    This invitation is for {invite.email}, but you are signed in as {user.email}.
                  </Alert>
                  <Button
                    component={RouterLink}
                    to={`/logout?next=${encodeURIComponent(`/staff-invite?token=${token}`)}`}
                    variant="contained"
                  >
                    Sign out and switch account
                  </Button>
                </>
              ) : !verified ? (
                <>
                  <Alert severity="info">
                    Confirm your e-mail address to join: open the confirmation link we sent to{' '}
                    {invite.email}, then come back to this page.
                  </Alert>
                  {notice && <Alert severity="warning">{notice}</Alert>}
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                    <Button variant="contained" onClick={() => void recheck()}>
                      I’ve confirmed it
                    </Button>
                    <Button
                      onClick={() =>
                        resendVerification(here).then(
                          () => setNotice(`We sent a new confirmation link to ${invite.email}.`),
                          (e: Error) => setNotice(e.message),
                        )
                      }
                    >
                      Send the link again
                    </Button>
                  </Stack>
                </>
              ) : (
                <Button
                  variant="contained"
                  size="large"
                  disabled={busy}
                  onClick={() => join.mutate()}
                >
                  {busy ? 'Joining…' : `Accept and join ${invite.orgName}`}
                </Button>
              )}
              <Typography variant="body2" color="text.secondary">
                The invitation expires on {new Date(invite.expiresAt).toLocaleString()}.
              </Typography>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

const isUnverified = (e: unknown) =>
  e instanceof ApiRequestError &&
  (e.body as { error?: { details?: { reason?: string } } } | null)?.error?.details?.reason ===
    'email_unverified';
