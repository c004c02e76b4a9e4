import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
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
import {
  PLACEHOLDER_ICONS,
  SECTION_DEFAULT_TITLES,
  ZSection,
  type CtaButton,
  type GalleryImage,
  type PublicService,
  type Section,
} from '@chairside/core/site';
import { ImageField } from './ImageField';
import { RichTextField } from './RichTextField';

/** Field errors of one section, keyed by the prop path ('headline', 'ctaButtons.0.href'). */
export function sectionErrors(section: Section): Record<string, string> {
  const result = ZSection.safeParse(section);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.slice(1).map(String).join('.');
    out[path] ??= issue.message;
  }
  return out;
}

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

interface FormProps {
  orgId: string;
  section: Section;
  services: PublicService[];
  onChange: (section: Section) => void;
}

/** The fields of one section, by type. */
export function SectionForm({ orgId, section, services, onChange }: FormProps) {
  const errors = sectionErrors(section);
  const props = section.props as Record<string, unknown>;
  const set = (key: string, value: unknown) =>
    onChange({ ...section, props: { ...props, [key]: value } } as Section);
  const text = (
    key: string,
    label: string,
    options: { multiline?: boolean; placeholder?: string; max?: number } = {},
  ) => {
    const value = String(props[key] ?? '');
    return (
      <TextField
        label={label}
        value={value}
        onChange={(e) => set(key, e.target.value)}
        multiline={options.multiline}
        minRows={options.multiline ? 2 : undefined}
        placeholder={options.placeholder}
        size="small"
        fullWidth
        error={Boolean(errors[key])}
        helperText={errors[key] ?? (options.max ? `${value.length} / ${options.max}` : undefined)}
      />
    );
  };

  switch (section.component_type) {
    case 'HeroComponent': {
      const buttons = section.props.ctaButtons;
      const setButtons = (next: CtaButton[]) => set('ctaButtons', next);
      return (
        <Stack sx={{ gap: 2 }}>
          {text('headline', 'Headline', { max: 120 })}
          {text('tagline', 'Tagline', { multiline: true, max: 300 })}
          <Typography variant="subtitle2">Buttons</Typography>
          {buttons.map((b, i) => (
            <Stack
              key={i}
              sx={{ gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <Stack direction="row" sx={{ gap: 1 }}>
                <TextField
                  label="Label"
                  size="small"
                  value={b.text}
                  onChange={(e) =>
                    setButtons(
                      buttons.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)),
                    )
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
                    setButtons(
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
                    setButtons(
                      buttons.map((x, j) => (j === i ? { ...x, href: e.target.value } : x)),
                    )
                  }
                  error={Boolean(errors[`ctaButtons.${i}.href`])}
                  helperText={
                    errors[`ctaButtons.${i}.href`] ??
                    'https://… opens in a new tab; #contact or /book-now stay in place'
                  }
                />
                <IconButton
                  aria-label={`Remove button ${b.text || i + 1}`}
                  onClick={() => setButtons(buttons.filter((_, j) => j !== i))}
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
                setButtons([
                  ...buttons,
                  { text: 'Contact Us', href: '#contact', variant: 'outline' },
                ])
              }
              sx={{ alignSelf: 'flex-start' }}
            >
              Add button
            </Button>
          )}
          <Divider />
          <ImageField
            orgId={orgId}
            label="Background image"
            value={section.props.backgroundImageUrl}
            onChange={(url) => set('backgroundImageUrl', url)}
            error={errors['backgroundImageUrl']}
          />
          {text('alt_description', 'Image description (for screen readers)')}
          {text('photographer_name', 'Photographer (credit shown on the image)')}
          {text('photographer_profile_url', 'Photographer’s profile link', {
            placeholder: 'https://unsplash.com/@…',
          })}
        </Stack>
      );
    }
    case 'AboutUsComponent':
      return (
        <Stack sx={{ gap: 2 }}>
          {text('title', 'Title', { placeholder: SECTION_DEFAULT_TITLES.about })}
          <RichTextField
            key={section.component_instance_id}
            label="Text"
            value={section.props.content}
            onChange={(html) => set('content', html)}
          />
          <ImageField
            orgId={orgId}
            label="Image (optional)"
            value={section.props.image_url}
            onChange={(url) => set('image_url', url)}
            error={errors['image_url']}
          />
          {section.props.image_url && text('image_alt', 'Image description')}
        </Stack>
      );
    case 'ServicesComponent': {
      const chosen = section.props.service_ids;
      return (
        <Stack sx={{ gap: 2 }}>
          {text('title', 'Title', { placeholder: SECTION_DEFAULT_TITLES.services })}
          {text('intro', 'Introduction', { multiline: true })}
          <Typography variant="subtitle2">Services shown</Typography>
          <Typography variant="body2" color="text.secondary">
            Prices and lengths come from your service menu. Choose none to show every active
            service.
          </Typography>
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
                        set(
                          'service_ids',
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
        </Stack>
      );
    }
    case 'GalleryComponent': {
      const images = section.props.images;
      const setImages = (next: GalleryImage[]) => set('images', next);
      return (
        <Stack sx={{ gap: 2 }}>
          {text('title', 'Title', { placeholder: 'Gallery' })}
          <Typography variant="body2" color="text.secondary">
            The gallery is hidden on the site until it has an image.
          </Typography>
          {images.map((image, i) => (
            <Stack
              key={i}
              sx={{ gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <ImageField
                orgId={orgId}
                label={`Image ${i + 1}`}
                value={image.url}
                onChange={(url) => setImages(images.map((x, j) => (j === i ? { ...x, url } : x)))}
                error={errors[`images.${i}.url`]}
              />
              <TextField
                label="Description (alt text)"
                size="small"
                value={image.alt_text}
                onChange={(e) =>
                  setImages(
                    images.map((x, j) => (j === i ? { ...x, alt_text: e.target.value } : x)),
                  )
                }
              />
              <TextField
                label="Caption"
                size="small"
                value={image.caption}
                onChange={(e) =>
                  setImages(images.map((x, j) => (j === i ? { ...x, caption: e.target.value } : x)))
                }
              />
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <IconButton
                  aria-label={`Move image ${i + 1} up`}
                  disabled={i === 0}
                  onClick={() => setImages(move(images, i, i - 1))}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  aria-label={`Move image ${i + 1} down`}
                  disabled={i === images.length - 1}
                  onClick={() => setImages(move(images, i, i + 1))}
                >
                  <ArrowDownwardIcon />
                </IconButton>
                <IconButton
                  aria-label={`Remove image ${i + 1}`}
                  onClick={() => setImages(images.filter((_, j) => j !== i))}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            </Stack>
          ))}
          {images.length < 24 && (
            <Button
              startIcon={<AddIcon />}
              onClick={() => setImages([...images, { url: '', alt_text: '', caption: '' }])}
              sx={{ alignSelf: 'flex-start' }}
            >
              Add image
            </Button>
          )}
        </Stack>
      );
    }
    case 'ContactFormComponent':
      return (
        <Stack sx={{ gap: 2 }}>
          {text('title', 'Title')}
          {text('intro', 'Introduction', { multiline: true })}
          <Typography variant="body2" color="text.secondary">
            Messages arrive in the Site inbox. Visitors can send 5 messages every 10 minutes; spam
            bots are dropped quietly.
          </Typography>
        </Stack>
      );
    case 'MapEmbedComponent':
      return (
        <Stack sx={{ gap: 2 }}>
          {text('title', 'Title')}
          {text('address', 'Address on the map', { placeholder: 'Empty uses the salon’s address' })}
        </Stack>
      );
    case 'ContactDetailsComponent':
      return (
        <Stack sx={{ gap: 2 }}>
          {text('title', 'Title')}
          <Typography variant="body2" color="text.secondary">
            Address, phone, e-mail and opening hours come from Settings, so they are always current.
            The section is hidden when all of them are empty.
          </Typography>
        </Stack>
      );
    case 'PlaceholderComponent':
      return (
        <Stack sx={{ gap: 2 }}>
          {text('message', 'Message', { placeholder: SECTION_DEFAULT_TITLES.placeholder })}
          <TextField
            select
            label="Icon"
            size="small"
            value={section.props.icon}
            onChange={(e) => set('icon', e.target.value)}
          >
            {PLACEHOLDER_ICONS.map((icon) => (
              <MenuItem key={icon} value={icon}>
                {icon[0]!.toUpperCase() + icon.slice(1)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      );
    case 'ShopPageComponent':
    case 'MembershipsSectionComponent':
      return (
        <Stack sx={{ gap: 2 }}>
          {text('title', 'Title', {
            placeholder:
              section.component_type === 'ShopPageComponent'
                ? SECTION_DEFAULT_TITLES.shop
                : SECTION_DEFAULT_TITLES.memberships,
          })}
          {text('intro', 'Introduction', { multiline: true })}
          <Typography variant="body2" color="text.secondary">
            {section.component_type === 'ShopPageComponent'
              ? 'Products come from your retail catalogue once it is set up.'
              : 'Plans come from your membership tiers once they are set up.'}
          </Typography>
        </Stack>
      );
  }
}

/** A line that says what a section holds, for the section list. */
export function sectionSummary(section: Section): string {
  const p = section.props as Record<string, unknown>;
  const first = [p['headline'], p['title'], p['message']].find(
    (v) => typeof v === 'string' && v.trim(),
  );
  if (section.component_type === 'GalleryComponent') {
    return `${section.props.images.length} image${section.props.images.length === 1 ? '' : 's'}`;
  }
  return typeof first === 'string' ? first : '';
}
