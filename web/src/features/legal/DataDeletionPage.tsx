import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@chairside/core/product';
import { SALON_DELETION_GRACE_DAYS } from '@chairside/core/privacy';
import { privacyContracts } from '@chairside/core/contracts/privacy';
import { call } from '../../lib/api/api';
import { useContract } from '../../lib/api/contract-query';
import { useAuthState } from '../../lib/auth/use-auth-state';
import { signOutEverywhere } from '../../lib/auth/auth-actions';
import { saveTextFile } from '../../lib/download';
import { useDocumentTitle } from '../../ui/use-document-title';

type Notice = { ok: boolean; text: string } | null;
const errorText = (err: unknown) =>
  err instanceof Error ? err.message : 'Something went wrong. Try again.';

/**
 * /data-deletion-instructions-page: how to get one's data and delete it, and,
 * signed in, the buttons that do it. Deletions are confirmed from an e-mailed
 * link, which comes back here.
 */
export default function DataDeletionPage() {
  useDocumentTitle('Your data and deleting it');
  const auth = useAuthState();
  const [params] = useSearchParams();
  const confirmAccount = params.get('confirm');
  const confirmSalon = params.get('confirmSalon');
  const signedIn = auth.status === 'signed-in';
  const next = encodeURIComponent(`/data-deletion-instructions-page?${params.toString()}`);

  return (
    <Box
      component="article"
      sx={{ maxWidth: 760, width: '100%', mx: 'auto', px: 3, py: { xs: 5, md: 8 } }}
    >
      <Typography variant="h2" component="h1">
        Your data, and deleting it
      </Typography>
      <Typography sx={{ fontSize: '1.1rem', mt: 2, mb: 4 }}>
        You can download everything {PRODUCT_NAME} holds about you, delete your account, and, if you
        own a salon, delete the salon. Each deletion is confirmed from a link we e-mail you.
      </Typography>

      {(confirmAccount || confirmSalon) &&
        (signedIn ? (
          <ConfirmCard account={confirmAccount} salon={confirmSalon} />
        ) : (
          auth.status === 'signed-out' && (
            <Alert severity="info" sx={{ mb: 4 }}>
              Sign in with the account that asked, then the deletion can be confirmed.{' '}
              <RouterLink to={`/login?next=${next}`}>Sign in</RouterLink>
            </Alert>
          )
        ))}

      {signedIn && !confirmAccount && !confirmSalon && <Actions />}
      {auth.status === 'signed-out' && !confirmAccount && !confirmSalon && (
        <Alert severity="info" sx={{ mb: 4 }}>
          <RouterLink to={`/login?next=${encodeURIComponent('/data-deletion-instructions-page')}`}>
            Sign in
          </RouterLink>{' '}
          to download or delete your data from this page.
        </Alert>
      )}

      {[
        [
          'Download your data',
          `Signed in, choose “Download my data” on this page. You get your profile, your place in each salon’s team, your client records with their appointments and payments, and the messages you wrote: as JSON (everything, structured) or CSV (one row per field, for a spreadsheet).`,
        ],
        [
          'Delete your account',
          `Choose “Delete my account” and follow the link we e-mail you within the hour. Your sign-in and profile are deleted at once. Messages you wrote stay with the people you wrote to, shown as from “Deleted user”. Salons keep their records of sales and appointments, because they must keep their books, but without your name or contact details. If you own a salon, delete it (or make someone else its owner) first.`,
        ],
        [
          'Delete a salon',
          `A salon’s owner chooses “Delete salon”, types its name and follows the e-mailed link. The salon is deleted ${SALON_DELETION_GRACE_DAYS} days later: its team, services, clients, appointments, sales and website. Until then it works as before and “Keep the salon” on this page undoes the deletion.`,
        ],
        [
          'Without signing in',
          `If you cannot sign in, write to the salon you visited, or to us from the e-mail address on your account, and we will do it for you within 30 days.`,
        ],
      ].map(([heading, text], i) => (
        <Box component="section" key={heading} sx={{ mb: 4 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
            {i + 1}. {heading}
          </Typography>
          <Typography sx={{ lineHeight: 1.7 }}>{text}</Typography>
        </Box>
      ))}
    </Box>
  );
}

function Actions() {
  const state = useContract(privacyContracts.deletionState, { secure: true });
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState('');
  const [names, setNames] = useState<Record<string, string>>({});

  const run = async (key: string, work: () => Promise<string>) => {
    setBusy(key);
    setNotice(null);
    try {
      setNotice({ ok: true, text: await work() });
      await state.refetch();
    } catch (err) {
      setNotice({ ok: false, text: errorText(err) });
    } finally {
      setBusy('');
    }
  };
  const download = (format: 'json' | 'csv') =>
    run(format, async () => {
      const day = new Date().toISOString().slice(0, 10);
      if (format === 'json') {
        const data = await call(privacyContracts.exportData, { secure: true });
        saveTextFile(
          JSON.stringify(data, null, 2),
          `chairside-my-data-${day}.json`,
          'application/json',
        );
      } else {
        const csv = await call(privacyContracts.exportCsv, { secure: true });
        saveTextFile(csv, `chairside-my-data-${day}.csv`);
      }
      return 'Your data has been downloaded.';
    });
  const emailed = (sent: boolean) =>
    sent
      ? 'We have e-mailed you a link. Follow it within the hour to confirm.'
      : 'E-mail is not set up on this server, so the confirmation link could not be sent.';

  const data = state.data;
  return (
    <Stack spacing={3} sx={{ mb: 5 }}>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} role="status">
          {notice.text}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Download my data
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button variant="contained" onClick={() => void download('json')} disabled={!!busy}>
              {busy === 'json' ? 'Preparing…' : 'Download JSON'}
            </Button>
            <Button variant="outlined" onClick={() => void download('csv')} disabled={!!busy}>
              {busy === 'csv' ? 'Preparing…' : 'Download CSV'}
            </Button>
          </Stack>
        </CardContent>
      </Card>

      {data?.salons.map((s) => (
        <Card variant="outlined" key={s.orgId}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {s.name}
            </Typography>
            {s.deleteAt ? (
              <>
                <Alert severity="warning" sx={{ my: 2 }}>
                  {s.name} will be deleted on {new Date(s.deleteAt).toLocaleDateString()}.
                </Alert>
                <Button
                  variant="contained"
                  disabled={!!busy}
                  onClick={() =>
                    void run(`keep-${s.orgId}`, async () => {
                      await call(privacyContracts.undoSalonDeletion, {
                        body: { orgId: s.orgId },
                        secure: true,
                      });
                      return `${s.name} will not be deleted.`;
                    })
                  }
                >
                  Keep the salon
                </Button>
              </>
            ) : (
              <Stack spacing={2} sx={{ mt: 1 }}>
                <Typography color="text.secondary">
                  Type the salon’s name to delete it, {SALON_DELETION_GRACE_DAYS} days after you
                  confirm from the e-mail.
                </Typography>
                <TextField
                  label={`Type “${s.name}”`}
                  size="small"
                  value={names[s.orgId] ?? ''}
                  onChange={(e) => setNames((n) => ({ ...n, [s.orgId]: e.target.value }))}
                />
                <Box>
                  <Button
                    color="error"
                    variant="outlined"
                    disabled={!!busy || (names[s.orgId] ?? '').trim() === ''}
                    onClick={() =>
                      void run(`salon-${s.orgId}`, async () =>
                        emailed(
                          (
                            await call(privacyContracts.requestSalonDeletion, {
                              body: { orgId: s.orgId, confirmName: names[s.orgId] ?? '' },
                              secure: true,
                            })
                          ).emailed,
                        ),
                      )
                    }
                  >
                    Delete salon
                  </Button>
                </Box>
              </Stack>
            )}
          </CardContent>
        </Card>
      ))}

      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Delete my account
          </Typography>
          {data && data.account.blockedBy.length > 0 ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              You own {data.account.blockedBy.join(', ')}. Delete the salon above, or make someone
              else its owner, before deleting your account.
            </Alert>
          ) : (
            <Button
              color="error"
              variant="outlined"
              sx={{ mt: 2 }}
              disabled={!!busy || !data}
              onClick={() =>
                void run('account', async () =>
                  emailed(
                    (await call(privacyContracts.requestAccountDeletion, { secure: true })).emailed,
                  ),
                )
              }
            >
              {data?.account.requested ? 'Send the link again' : 'Delete my account'}
            </Button>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

function ConfirmCard({ account, salon }: { account: string | null; salon: string | null }) {
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      if (account) {
        await call(privacyContracts.confirmAccountDeletion, {
          body: { token: account },
          secure: true,
        });
        queries.clear();
        await signOutEverywhere();
        navigate('/', { replace: true });
        return;
      }
      const done = await call(privacyContracts.confirmSalonDeletion, {
        body: { token: salon ?? '' },
        secure: true,
      });
      setNotice({
        ok: true,
        text: `The salon will be deleted on ${new Date(done.deleteAt).toLocaleDateString()}. You can keep it until then from this page.`,
      });
    } catch (err) {
      setNotice({ ok: false, text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" sx={{ mb: 4, borderColor: 'error.main' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {account ? 'Delete your account?' : 'Delete the salon?'}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {account
            ? 'Your sign-in and profile are deleted now. This cannot be undone.'
            : `The salon is deleted in ${SALON_DELETION_GRACE_DAYS} days; you can keep it until then.`}
        </Typography>
        {notice && (
          <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
            {notice.text}
          </Alert>
        )}
        {!notice?.ok && (
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button
              color="error"
              variant="contained"
              onClick={() => void confirm()}
              disabled={busy}
            >
              {busy ? 'Deleting…' : account ? 'Delete my account' : 'Delete the salon'}
            </Button>
            <Button component={RouterLink} to="/data-deletion-instructions-page" disabled={busy}>
              Cancel
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
