import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** "studio-nova", "https://studio-nova.chairside.app/…" or "studio-nova.localhost" → "studio-nova". */
export const slugFromAddress = (address: string) =>
  address
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .split(/[./?]/)[0] ?? '';

/** Asks which salon, by its web address, and opens this page for it (`?salon=`). */
export function SalonAddressForm({
  title,
  intro,
  label,
  submit,
}: {
  title: string;
  intro: string;
  label: string;
  submit: string;
}) {
  const navigate = useNavigate();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = (e: FormEvent) => {
    e.preventDefault();
    const slug = slugFromAddress(address);
    if (!slug) return setError(`Enter the ${label.toLowerCase()}, for example studio-nova`);
    navigate(`?salon=${encodeURIComponent(slug)}`);
  };
  return (
    <Card variant="outlined" sx={{ maxWidth: 520, mx: 'auto' }}>
      <CardContent component="form" onSubmit={open} noValidate sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
        <TextField
          label={label}
          placeholder="studio-nova"
          value={address}
          onChange={(e) => {
            setAddress(e.target.value);
            setError(null);
          }}
          error={!!error}
          helperText={error ?? ' '}
          fullWidth
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" sx={{ mt: 1 }}>
          {submit}
        </Button>
      </CardContent>
    </Card>
  );
}
