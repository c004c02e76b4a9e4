// /client-review?token=…: the page a review request links to. No sign-in:
// the signed link names the visit; it works once and for 30 days. Stars for
// the visit (and, if the client likes, for the stylist and each service),
// words, a photo if they like, and a name to show. Every rating is taken the same way; after
// submitting, the salon's Google review link is offered to everyone, as a
// choice, never as a condition.
import { useEffect, useState } from 'react';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { reviewContracts as c } from '@chairside/core/contracts/reviews';
import { REVIEW_TEXT_MAX } from '@chairside/core/reviews';
import { call, upload } from '../../lib/api/api';
import { fieldErrorsOf } from '../../lib/api/api-client';
import { useContract } from '../../lib/api/contract-query';
import { useDocumentTitle } from '../../ui/use-document-title';

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export default function ClientReviewPage() {
  useDocumentTitle('Your review');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const visit = useContract(c.visit, { query: { token } }, { enabled: token !== '' });
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [name, setName] = useState<string | null>(null);
  const [photo, setPhoto] = useState<{ photoId: string; url: string } | null>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  const suggested = visit.data?.suggestedName ?? '';
  useEffect(() => {
    if (name === null && suggested) setName(suggested);
  }, [name, suggested]);
  const addPhoto = async (file: File | undefined) => {
    if (!file) return;
    setPhotoBusy(true);
    setErrors((e) => ({ ...e, photoId: '' }));
    try {
      setPhoto(await upload(c.photo, { token }, file, { secure: false }));
    } catch (e) {
      setErrors((was) => ({
        ...was,
        photoId: e instanceof Error ? e.message : 'The photo could not be added just now.',
      }));
    } finally {
      setPhotoBusy(false);
    }
  };
  const [staff, setStaff] = useState<Record<string, number>>({});
  const [services, setServices] = useState<Record<string, number>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ googleReviewUrl: string } | null>(null);
  const submit = async () => {
    if (!rating) {
      setErrors({ rating: 'Choose 1 to 5 stars' });
      return;
    }
    setBusy(true);
    setProblem('');
    try {
      const answer = await call(c.submit, {
        body: {
          token,
          rating,
          text,
          displayName: name ?? '',
          photoId: photo?.photoId ?? null,
          staffRatings: staff,
          serviceRatings: services,
        },
      });
      setDone(answer);
    } catch (e) {
      const fields = fieldErrorsOf(e);
      setErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])));
      setProblem(
        fields.length ? '' : e instanceof Error ? e.message : 'It could not be sent just now.',
      );
    } finally {
      setBusy(false);
    }
  };
  const v = visit.data;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 3, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {v ? `How was your visit to ${v.salon}?` : 'Your review'}
        </Typography>
        {!token && (
          <Alert severity="error">
            This link is not complete. Use the link from the message you received.
          </Alert>
        )}
        {visit.error && <Alert severity="error">{visit.error.message}</Alert>}
        {token && !v && !visit.error && <Skeleton variant="rounded" height={240} />}
        {v && (v.answered || done) && (
          <Stack sx={{ gap: 2 }}>
            <Alert severity="success">Thank you! {v.salon} has your review.</Alert>
            {done?.googleReviewUrl && (
              <>
                <Typography>
                  If you would like to, you can share it on Google too. It helps other people find
                  the salon.
                </Typography>
                <Box>
                  <Button
                    variant="outlined"
                    href={done.googleReviewUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Review {v.salon} on Google
                  </Button>
                </Box>
              </>
            )}
          </Stack>
        )}
        {v && !v.answered && !done && (
          <Stack sx={{ gap: 3 }}>
            <Typography color="text.secondary">
              {v.services.map((s) => s.name).join(', ')} on{' '}
              {new Date(`${v.date}T12:00:00Z`).toLocaleDateString(undefined, {
                dateStyle: 'long',
                timeZone: 'UTC',
              })}
            </Typography>
            <Box>
              <Typography component="legend" id="overall" sx={{ fontWeight: 600 }}>
                Your visit overall
              </Typography>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Rating
                  name="rating"
                  size="large"
                  value={rating}
                  onChange={(_e, n) => setRating(n)}
                  aria-labelledby="overall"
                />
                <Typography color="text.secondary">{rating ? WORDS[rating] : ''}</Typography>
              </Stack>
              {errors['rating'] && (
                <Typography color="error" variant="caption" role="alert">
                  {errors['rating']}
                </Typography>
              )}
            </Box>
            {[
              ...v.staff.map((s) => ({ ...s, kind: 'staff' as const })),
              ...v.services.map((s) => ({ ...s, kind: 'service' as const })),
            ].map((x) => (
              <Stack
                key={`${x.kind}-${x.id}`}
                direction="row"
                sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
              >
                <Typography sx={{ minWidth: 160 }} id={`r-${x.kind}-${x.id}`}>
                  {x.kind === 'staff' ? `${x.name} (optional)` : `${x.name} (optional)`}
                </Typography>
                <Rating
                  name={`${x.kind}-${x.id}`}
                  value={(x.kind === 'staff' ? staff : services)[x.id] ?? null}
                  onChange={(_e, n) => {
                    const set = x.kind === 'staff' ? setStaff : setServices;
                    set((was) => {
                      const next = { ...was };
                      if (n) next[x.id] = n;
                      else delete next[x.id];
                      return next;
                    });
                  }}
                  aria-labelledby={`r-${x.kind}-${x.id}`}
                />
              </Stack>
            ))}
            <TextField
              label="Tell us more (optional)"
              multiline
              minRows={4}
              value={text}
              onChange={(e) => setText(e.target.value)}
              error={Boolean(errors['text'])}
              helperText={
                errors['text'] ?? `${text.length} of ${REVIEW_TEXT_MAX.toLocaleString()} characters`
              }
            />
            <Box>
              <Typography sx={{ fontWeight: 600 }} id="photo-label">
                A photo of the result (optional)
              </Typography>
              {photo ? (
                <Stack direction="row" sx={{ gap: 2, alignItems: 'center', mt: 1 }}>
                  <Box
                    component="img"
                    src={photo.url}
                    alt="Your photo"
                    sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
                  />
                  <Button onClick={() => setPhoto(null)}>Remove the photo</Button>
                </Stack>
              ) : (
                <Button
                  component="label"
                  variant="outlined"
                  startIcon={<AddPhotoAlternateIcon />}
                  disabled={photoBusy}
                  sx={{ mt: 1 }}
                >
                  {photoBusy ? 'Adding the photo…' : 'Add a photo'}
                  <input
                    hidden
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    aria-labelledby="photo-label"
                    onChange={(e) => void addPhoto(e.target.files?.[0])}
                  />
                </Button>
              )}
              {errors['photoId'] && (
                <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
                  {errors['photoId']}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary" component="p">
                JPEG, PNG or WebP, up to 8 MB. It is shown with your review.
              </Typography>
            </Box>
            <TextField
              label="Your name as shown (optional)"
              value={name ?? ''}
              onChange={(e) => setName(e.target.value)}
              helperText="For example, Ana R. Leave it empty to show “A client”."
              error={Boolean(errors['displayName'])}
            />
            {problem && <Alert severity="error">{problem}</Alert>}
            <Box>
              <Button
                variant="contained"
                size="large"
                disabled={busy}
                onClick={() => void submit()}
              >
                {busy ? 'Sending…' : 'Send my review'}
              </Button>
            </Box>
            <Typography variant="caption" color="text.secondary">
              The salon may reply to your review publicly. Your e-mail address is never shown.
            </Typography>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
