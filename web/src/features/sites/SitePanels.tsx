import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  FONT_NAMES,
  FONT_STACKS,
  THEME_PRESETS,
  ZColors,
  type FontName,
  type SiteColors,
  type SiteDraft,
  type SiteTheme,
} from '@chairside/core/site';
import { contrast, onColor } from '@chairside/core/contrast';
import { AiWriteButton } from '../../ui/ai/AiWriteButton';
import { FontSuggestions, PaletteMaker } from './FoundryTools';
import { ImageField } from './ImageField';
import { RichTextField } from './LazyRichTextField';

const COLOR_LABELS: Record<keyof SiteColors, string> = {
  primary: 'Primary (buttons, links)',
  accent: 'Accent',
  text_primary: 'Text',
  text_secondary: 'Secondary text',
  background: 'Background',
  neutral: 'Tinted sections',
};

/** Colour and font choices, with the presets and a readability check. */
export function ThemePanel({
  orgId,
  theme,
  onChange,
}: {
  orgId: string;
  theme: SiteTheme;
  onChange: (t: SiteTheme) => void;
}) {
  const valid = ZColors.safeParse(theme.colors).success;
  const warnings = valid
    ? [
        contrast(theme.colors.text_primary, theme.colors.background) < 4.5 &&
          'Text is hard to read on the background.',
        contrast(onColor(theme.colors.primary), theme.colors.primary) < 4.5 &&
          'Button text is hard to read on the primary colour.',
        contrast(theme.colors.primary, theme.colors.background) < 3 &&
          'Links are hard to see on the background.',
      ].filter(Boolean)
    : [];
  const setColor = (key: keyof SiteColors, value: string) =>
    onChange({ ...theme, colors: { ...theme.colors, [key]: value } });
  return (
    <Stack sx={{ gap: 2.5 }}>
      <Box>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          Start from a palette
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          {THEME_PRESETS.map((preset) => {
            const active = JSON.stringify(preset.theme) === JSON.stringify(theme);
            return (
              <ButtonBase
                key={preset.name}
                onClick={() => onChange(preset.theme)}
                aria-pressed={active}
                sx={{
                  display: 'block',
                  textAlign: 'left',
                  p: 1,
                  borderRadius: 1,
                  border: 2,
                  borderColor: active ? 'primary.main' : 'divider',
                }}
              >
                <Stack direction="row" sx={{ mb: 0.5 }}>
                  {(['background', 'neutral', 'primary', 'accent', 'text_primary'] as const).map(
                    (k) => (
                      <Box
                        key={k}
                        sx={{
                          width: 22,
                          height: 22,
                          bgcolor: preset.theme.colors[k],
                          border: 1,
                          borderColor: 'divider',
                        }}
                      />
                    ),
                  )}
                </Stack>
                <Typography variant="body2">{preset.name}</Typography>
              </ButtonBase>
            );
          })}
        </Box>
      </Box>
      <PaletteMaker orgId={orgId} theme={theme} onChange={onChange} />
      <Box>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          Colours
        </Typography>
        <Stack sx={{ gap: 1.5 }}>
          {(Object.keys(COLOR_LABELS) as (keyof SiteColors)[]).map((key) => {
            const value = theme.colors[key];
            const ok = /^#[0-9a-fA-F]{6}$/.test(value);
            return (
              <Stack key={key} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                <Box
                  component="input"
                  type="color"
                  value={ok ? value : '#000000'}
                  onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
                    setColor(key, e.target.value)
                  }
                  aria-label={`${COLOR_LABELS[key]} colour picker`}
                  sx={{
                    width: 40,
                    height: 40,
                    p: 0,
                    border: 0,
                    bgcolor: 'transparent',
                    cursor: 'pointer',
                  }}
                />
                <TextField
                  label={COLOR_LABELS[key]}
                  size="small"
                  value={value}
                  onChange={(e) => setColor(key, e.target.value.trim())}
                  error={!ok}
                  helperText={ok ? undefined : 'Use a colour like #5b3cc4'}
                  fullWidth
                />
              </Stack>
            );
          })}
        </Stack>
        {warnings.map((w) => (
          <Typography key={String(w)} variant="body2" color="warning.main" sx={{ mt: 1 }}>
            {w}
          </Typography>
        ))}
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          Fonts
        </Typography>
        <Stack sx={{ gap: 1.5 }}>
          <FontSuggestions orgId={orgId} theme={theme} onChange={onChange} />
          {(['heading_font', 'body_font'] as const).map((key) => (
            <TextField
              key={key}
              select
              size="small"
              label={key === 'heading_font' ? 'Headings' : 'Text'}
              value={theme.fonts[key]}
              onChange={(e) =>
                onChange({ ...theme, fonts: { ...theme.fonts, [key]: e.target.value as FontName } })
              }
            >
              {FONT_NAMES.map((name) => (
                <MenuItem key={name} value={name} sx={{ fontFamily: FONT_STACKS[name] }}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

/** The site's name, description, search-engine text, favicon and fallback page text. */
export function SiteDetailsPanel({
  orgId,
  draft,
  onChange,
}: {
  orgId: string;
  draft: SiteDraft;
  onChange: (update: (d: SiteDraft) => SiteDraft) => void;
}) {
  const field = (
    label: string,
    value: string,
    set: (v: string) => SiteDraft,
    max: number,
    multiline = false,
  ) => (
    <TextField
      label={label}
      value={value}
      onChange={(e) => {
        const v = e.target.value;
        onChange(() => set(v));
      }}
      size="small"
      fullWidth
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      error={value.length > max}
      helperText={`${value.length} / ${max}`}
    />
  );
  return (
    <Stack sx={{ gap: 2 }}>
      {field('Site name', draft.name, (v) => ({ ...draft, name: v }), 80)}
      {field(
        'Description (under the name in the header)',
        draft.description,
        (v) => ({ ...draft, description: v }),
        300,
        true,
      )}
      <Typography variant="subtitle2" component="h2">
        Search engines and link previews
      </Typography>
      {field(
        'SEO title',
        draft.seo.title,
        (v) => ({ ...draft, seo: { ...draft.seo, title: v } }),
        70,
      )}
      {field(
        'SEO description',
        draft.seo.description,
        (v) => ({ ...draft, seo: { ...draft.seo, description: v } }),
        170,
        true,
      )}
      <AiWriteButton
        kind="seo"
        ask={{ orgId }}
        label="Write the search text with AI"
        onUse={(o) =>
          onChange((d) => ({ ...d, seo: { title: o.title, description: o.description } }))
        }
      />
      <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="caption" color="text.secondary">
          How a search result may look
        </Typography>
        <Typography sx={{ color: 'primary.main', fontSize: 18 }} noWrap>
          {draft.seo.title || draft.name}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {draft.seo.description ||
            draft.description ||
            `${draft.name}: services, prices, opening hours and online booking.`}
        </Typography>
      </Box>
      <ImageField
        orgId={orgId}
        kind="favicon"
        label="Favicon"
        value={draft.favicon_url}
        onChange={(url) => onChange((d) => ({ ...d, favicon_url: url }))}
      />
      <RichTextField
        label="Page text"
        value={draft.website_content}
        onChange={(html) => onChange((d) => ({ ...d, website_content: html }))}
        helperText="Shown only when the page has no sections."
      />
    </Stack>
  );
}
