// A conversion block for a salon's post: what it offers (a service to book,
// a product of the shop, a membership plan, a gift card), chosen from what
// the salon's published site shows, with its sentence and its button's
// words. Nothing is made up: the words start from the offer's own name.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { conversionWords, type ConversionKind } from '@chairside/core/blog-html';
import { useConversionChoices, type ConversionChoices } from '../../lib/data/blog';
import type { ConversionAttrs } from './conversion-node';

const OFFERS: { kind: ConversionKind; label: string; list?: keyof ConversionChoices }[] = [
  { kind: 'book', label: 'Book a service', list: 'services' },
  { kind: 'shop', label: 'Shop a product', list: 'products' },
  { kind: 'membership', label: 'Join a membership', list: 'memberships' },
  { kind: 'gift-card', label: 'Buy a gift card' },
];

const ITEM_LABEL: Record<ConversionKind, string> = {
  book: 'Service',
  shop: 'Product',
  membership: 'Plan',
  'gift-card': '',
};

type Named = { id: string; name: string };
const itemsOf = (choices: ConversionChoices | undefined, kind: ConversionKind): Named[] => {
  const list = OFFERS.find((o) => o.kind === kind)?.list;
  return list && choices ? (choices[list] as Named[]) : [];
};

export function ConversionDialog({
  orgId,
  open,
  onInsert,
  onClose,
}: {
  orgId: string;
  open: boolean;
  onInsert: (attrs: ConversionAttrs) => void;
  onClose: () => void;
}) {
  const choices = useConversionChoices(orgId, open);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Add a booking block</DialogTitle>
      {choices.data?.published ? (
        <ConversionForm choices={choices.data} onInsert={onInsert} onClose={onClose} />
      ) : (
        <>
          <DialogContent>
            {choices.isPending && <LinearProgress aria-label="Loading what your site offers" />}
            {choices.isError && (
              <Alert severity="error">Your site’s services could not be loaded. Try again.</Alert>
            )}
            {choices.data && (
              <Alert severity="info">
                Publish your website first (Website builder): a block leads to your site’s booking
                page and shop.
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function ConversionForm({
  choices,
  onInsert,
  onClose,
}: {
  choices: ConversionChoices;
  onInsert: (attrs: ConversionAttrs) => void;
  onClose: () => void;
}) {
  const available = (k: ConversionKind) =>
    k === 'gift-card' ? choices.giftCards : itemsOf(choices, k).length > 0;
  const start = (k: ConversionKind, itemId: string) => {
    const name = itemsOf(choices, k).find((i) => i.id === itemId)?.name ?? '';
    return { kind: k, id: itemId, ...conversionWords(k, name) };
  };
  // The first offer the site has, with its first item's words; the owner edits them after.
  const [block, setBlock] = useState<ConversionAttrs>(() => {
    const first = OFFERS.find((o) => available(o.kind))?.kind ?? 'book';
    return start(first, itemsOf(choices, first)[0]?.id ?? '');
  });
  const { kind, id, text, label } = block;
  const items = itemsOf(choices, kind);
  const choose = (k: ConversionKind, itemId: string) => setBlock(start(k, itemId));
  const ready = available(kind) && (kind === 'gift-card' || id) && text.trim() && label.trim();

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          A sentence and a button in the post that leads readers to book, shop or join. Clicks, and
          the bookings after them, show in the blog’s insights.
        </DialogContentText>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Offer"
            value={kind}
            onChange={(e) => {
              const k = e.target.value as ConversionKind;
              choose(k, itemsOf(choices, k)[0]?.id ?? '');
            }}
          >
            {OFFERS.map((o) => (
              <MenuItem key={o.kind} value={o.kind} disabled={!available(o.kind)}>
                {o.label}
                {available(o.kind) ? '' : ' (none on your site)'}
              </MenuItem>
            ))}
          </TextField>
          {kind !== 'gift-card' && (
            <TextField
              select
              label={ITEM_LABEL[kind]}
              value={items.some((i) => i.id === id) ? id : ''}
              onChange={(e) => choose(kind, e.target.value)}
            >
              {items.map((i) => (
                <MenuItem key={i.id} value={i.id}>
                  {i.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label="Sentence"
            value={text}
            onChange={(e) => setBlock((b) => ({ ...b, text: e.target.value.slice(0, 200) }))}
            multiline
            helperText={`${text.length} / 200`}
          />
          <TextField
            label="Button"
            value={label}
            onChange={(e) => setBlock((b) => ({ ...b, label: e.target.value.slice(0, 40) }))}
            helperText={`${label.length} / 40`}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!ready}
          onClick={() => {
            onInsert({
              kind,
              id: kind === 'gift-card' ? '' : id,
              text: text.trim(),
              label: label.trim(),
            });
            onClose();
          }}
        >
          Add block
        </Button>
      </DialogActions>
    </>
  );
}
