import { useState } from 'react';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PLACEHOLDER_ICONS,
  SECTION_DEFAULT_TITLES,
  ZSection,
  type CtaButton,
  type GalleryImage,
  type PublicService,
  type Section,
} from '@chairside/core/site';
import { escapeHtml } from '@chairside/core/site-view';
import { AiWriteButton } from '../../ui/ai/AiWriteButton';
import { ImageField } from './ImageField';
import { RichTextField } from './LazyRichTextField';
import { GalleryImages, HeroButtons, ServicePicker } from './SectionFields';

/** A hero with the writer's headline, tagline and booking button label (the button keeps its link). */
export function heroWith(
  props: { ctaButtons: CtaButton[] },
  o: { headline: string; tagline: string; ctaText: string },
) {
  const [first, ...rest] = props.ctaButtons;
  return {
    headline: o.headline,
    tagline: o.tagline,
    ctaButtons: first ? [{ ...first, text: o.ctaText }, ...rest] : props.ctaButtons,
  };
}

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

interface FormProps {
  orgId: string;
  section: Section;
  services: PublicService[];
  onChange: (section: Section) => void;
}

/** The fields of one section, by type. */
export function SectionForm({ orgId, section, services, onChange }: FormProps) {
  const [written, setWritten] = useState(0);
  const errors = sectionErrors(section);
  const props = section.props as Record<string, unknown>;
  const set = (key: string, value: unknown) => setMany({ [key]: value });
  const setMany = (values: Record<string, unknown>) =>
    onChange({ ...section, props: { ...props, ...values } } as Section);
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
          <AiWriteButton
            kind="hero"
            ask={{ orgId }}
            label="Write the headline with AI"
            onUse={(o) => setMany(heroWith(section.props, o))}
          />
          <Typography variant="subtitle2">Buttons</Typography>
          <HeroButtons buttons={buttons} errors={errors} onChange={setButtons} />
          <Divider />
          <ImageField
            orgId={orgId}
            label="Background image"
            value={section.props.backgroundImageUrl}
            onChange={(url) => set('backgroundImageUrl', url)}
            onPhoto={(p) =>
              setMany({
                backgroundImageUrl: p.url,
                alt_description: p.alt,
                unsplash_photo_id: p.unsplash_photo_id,
                photographer_name: p.photographer_name,
                photographer_profile_url: p.photographer_profile_url,
              })
            }
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
            key={`${section.component_instance_id}-${written}`}
            label="Text"
            value={section.props.content}
            onChange={(html) => set('content', html)}
          />
          <AiWriteButton
            kind="about-us"
            ask={{ orgId }}
            onUse={(o) => {
              setMany({
                title: o.title,
                content: o.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
              });
              // The rich text editor keeps its own copy once open: a fresh one shows the new text.
              setWritten((n) => n + 1);
            }}
          />
          <ImageField
            orgId={orgId}
            label="Image (optional)"
            value={section.props.image_url}
            onChange={(url) => set('image_url', url)}
            onPicture={(url, alt) => setMany({ image_url: url, image_alt: alt })}
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
          <ServicePicker
            services={services}
            chosen={chosen}
            onChange={(ids) => set('service_ids', ids)}
          />
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
          <GalleryImages orgId={orgId} images={images} errors={errors} onChange={setImages} />
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
