// The blog admin tabs' shared pieces: the "add" form card, and the problems
// of the last change and of loading the list.
import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function AddForm({
  title,
  onSubmit,
  children,
  noValidate = true,
}: {
  title: string;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
  /** The schema checks the fields and names each problem; the e-mail form lets the browser check. */
  noValidate?: boolean;
}) {
  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={onSubmit}
      sx={{ p: 2 }}
      noValidate={noValidate}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function Problems({ failure, error }: { failure?: string | null; error?: string | null }) {
  return (
    <>
      {failure && <Alert severity="error">{failure}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
    </>
  );
}
