// The parts of the site editor's section forms that are lists: a hero's
// buttons, a gallery's images and the services a section shows.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { CtaButton, GalleryImage, PublicService } from '@chairside/core/site';
import { ImageField } from './ImageField';

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

/** Up to three buttons on the hero, each with its label, style and link. */
export function HeroButtons({
  buttons,
  errors,
  onChange,
}: {
  buttons: CtaButton[];
  errors: Record<string, string>;
  onChange: (next: CtaButton[]) => void;
}) {
  return (
    <>
      {buttons.map((b, i) => (
        <Stack key={i} sx={{ gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Stack direction="row" sx={{ gap: 1 }}>
            <TextField
              label="Label"
              size="small"
              value={b.text}
              onChange={(e) =>
                onChange(buttons.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)))
              }
              error={Boolean(errors[`ctaButtons.${i}.text`])}
              helperText={errors[`ctaButtons.${i}.text`]}
              sx={{ flex: 1 }}
            />
            <TextField
              select
              label="Style"
              size="small"
              value={b.variant ?? 'primary'}
              onChange={(e) =>
                onChange(
                  buttons.map((x, j) =>
                    j === i ? { ...x, variant: e.target.value as CtaButton['variant'] } : x,
                  ),
                )
              }
              sx={{ width: 130 }}
            >
              <MenuItem value="primary">Filled</MenuItem>
              <MenuItem value="secondary">Accent</MenuItem>
              <MenuItem value="outline">Outline</MenuItem>
            </TextField>
          </Stack>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label="Link"
              size="small"
              fullWidth
              value={b.href}
              onChange={(e) =>
                onChange(buttons.map((x, j) => (j === i ? { ...x, href: e.target.value } : x)))
              }
              error={Boolean(errors[`ctaButtons.${i}.href`])}
              helperText={
                errors[`ctaButtons.${i}.href`] ??
                'https://… opens in a new tab; #contact or /book-now stay in place'
              }
            />
            <IconButton
              aria-label={`Remove button ${b.text || i + 1}`}
              onClick={() => onChange(buttons.filter((_, j) => j !== i))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        </Stack>
      ))}
      {buttons.length < 3 && (
        <Button
          startIcon={<AddIcon />}
          onClick={() =>
            onChange([...buttons, { text: 'Contact Us', href: '#contact', variant: 'outline' }])
          }
          sx={{ alignSelf: 'flex-start' }}
        >
          Add button
        </Button>
      )}
    </>
  );
}

/** A gallery's images, each with its description and caption, in order. */
export function GalleryImages({
  orgId,
  images,
  errors,
  onChange,
}: {
  orgId: string;
  images: GalleryImage[];
  errors: Record<string, string>;
  onChange: (next: GalleryImage[]) => void;
}) {
  return (
    <>
      {images.map((image, i) => (
        <Stack key={i} sx={{ gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <ImageField
            orgId={orgId}
            label={`Image ${i + 1}`}
            value={image.url}
            onChange={(url) => onChange(images.map((x, j) => (j === i ? { ...x, url } : x)))}
            onPicture={(url, alt_text) =>
              onChange(images.map((x, j) => (j === i ? { ...x, url, alt_text } : x)))
            }
            error={errors[`images.${i}.url`]}
          />
          <TextField
            label="Description (alt text)"
            size="small"
            value={image.alt_text}
            onChange={(e) =>
              onChange(images.map((x, j) => (j === i ? { ...x, alt_text: e.target.value } : x)))
            }
          />
          <TextField
            label="Caption"
            size="small"
            value={image.caption}
            onChange={(e) =>
              onChange(images.map((x, j) => (j === i ? { ...x, caption: e.target.value } : x)))
            }
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <IconButton
              aria-label={`Move image ${i + 1} up`}
              disabled={i === 0}
              onClick={() => onChange(move(images, i, i - 1))}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Move image ${i + 1} down`}
              disabled={i === images.length - 1}
              onClick={() => onChange(move(images, i, i + 1))}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Remove image ${i + 1}`}
              onClick={() => onChange(images.filter((_, j) => j !== i))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        </Stack>
      ))}
      {images.length < 24 && (
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange([...images, { url: '', alt_text: '', caption: '' }])}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add image
        </Button>
      )}
    </>
  );
}

/** Which services a section shows (none chosen: every active service). */
export function ServicePicker({
  services,
  chosen,
  onChange,
}: {
  services: PublicService[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <>
      {services.length === 0 ? (
        <Typography variant="body2">Add services on the Services page first.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {services.map((s) => (
            <FormControlLabel
              key={s.id}
              control={
                <Checkbox
                  size="small"
                  checked={chosen.includes(s.id)}
                  onChange={(e) =>
                    onChange(
                      e.target.checked ? [...chosen, s.id] : chosen.filter((id) => id !== s.id),
                    )
                  }
                />
              }
              label={s.name}
            />
          ))}
        </Box>
      )}
    </>
  );
}
