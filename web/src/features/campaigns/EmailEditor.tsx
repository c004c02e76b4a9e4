// The campaign e-mail's editor: TipTap with the tools an e-mail can carry
// (text, headings, lists, links, pictures), a booking button, and blocks
// written from the salon's own records (a service or a product card: its
// name, price and picture as they are, never invented), and placeholders
// that are filled for each client when it is sent.
import { useEffect } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SmartButtonIcon from '@mui/icons-material/SmartButton';
import { MARKETING_VARIABLES, type MarketingVariable } from '@chairside/core/campaigns';
import { formatMinorUnits } from '@chairside/core/money';
import { RichTextToolbar, type ToolbarItem } from '../../ui/rich-text/RichTextToolbar';
import * as t from '../../ui/rich-text/tools';

/** A link that may be drawn as a button (data-button), and may point at a placeholder. */
const ButtonLink = Link.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      button: {
        default: null,
        parseHTML: (el: HTMLElement) => (el.hasAttribute('data-button') ? 'true' : null),
        renderHTML: (attrs: { button?: string | null }) =>
          attrs.button ? { 'data-button': '' } : {},
      },
    };
  },
}).configure({
  openOnClick: false,
  protocols: ['https', 'http', 'mailto'],
  HTMLAttributes: { rel: null, target: null },
  isAllowedUri: (url, ctx) => /^\{\{[a-z_]+\}\}$/.test(url) || ctx.defaultValidate(url),
});

export const VARIABLE_LABELS: Record<MarketingVariable, string> = {
  first_name: 'First name',
  salon: 'Salon name',
  last_service: 'Last service',
  stylist: 'Stylist',
  booking_link: 'Booking link',
  opening: 'The time that opened (journeys)',
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A service's or a product's own facts, for a card. */
export interface CardSource {
  id: string;
  name: string;
  price: number;
  currency: string;
  description: string;
  imageUrl: string;
  /** Minutes, for a service. */
  minutes?: number;
}

/** A card block from a record: its own name, price and picture, and a button. */
export function cardHtml(item: CardSource, button: { label: string; href: string }) {
  const picture = /^https?:\/\//.test(item.imageUrl)
    ? `<p><img src="${esc(item.imageUrl)}" alt="${esc(item.name)}" width="560"></p>`
    : '';
  const facts = [
    formatMinorUnits(item.price, item.currency),
    item.minutes ? `${item.minutes} min` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return `${picture}<h3>${esc(item.name)}</h3><p><strong>${esc(facts)}</strong></p>${
    item.description ? `<p>${esc(item.description)}</p>` : ''
  }<p><a data-button href="${esc(button.href)}">${esc(button.label)}</a></p>`;
}

export function EmailEditor({
  value,
  onChange,
  services,
  products,
  error,
}: {
  value: string;
  onChange: (html: string) => void;
  services: CardSource[];
  products: (CardSource & { url: string })[];
  error?: string;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        codeBlock: false,
        code: false,
        link: false,
      }),
      ButtonLink,
      Image.configure({ inline: false }),
    ],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: {
      attributes: { 'aria-label': 'The e-mail', role: 'textbox', 'aria-multiline': 'true' },
    },
  });
  // A template chosen after the editor opened replaces what it shows.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const insert = (html: string) => editor?.chain().focus().insertContent(html).run();
  const bookingButton: ToolbarItem = {
    name: 'Booking button',
    icon: <SmartButtonIcon fontSize="small" />,
    run: (c) =>
      c().insertContent('<p><a data-button href="{{booking_link}}">Book your visit</a></p>').run(),
  };
  const tools: ToolbarItem[] = [
    t.bold,
    t.italic,
    t.underline,
    t.heading2,
    t.heading3,
    t.bulleted,
    t.numbered,
    t.quote,
    'link',
    'image',
    '|',
    bookingButton,
    '|',
    t.undo,
    t.redo,
  ];
  return (
    <Box>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main', boxShadow: 1 },
        }}
      >
        {editor && (
          <RichTextToolbar editor={editor} label="The e-mail" tools={tools} links="add-https" />
        )}
        <Box
          sx={{
            px: 2,
            '& .tiptap': { minHeight: 260, outline: 'none', py: 1 },
            '& .tiptap img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
            '& .tiptap a[data-button]': {
              display: 'inline-block',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              px: 2,
              py: 1,
              borderRadius: 1,
              textDecoration: 'none',
              fontWeight: 600,
            },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error && (
        <Typography color="error" variant="caption" role="alert">
          {error}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 1.5, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Insert a placeholder"
          value=""
          onChange={(e) => insert(`{{${e.target.value}}}`)}
          sx={{ flex: { sm: '1 1 180px' } }}
        >
          {MARKETING_VARIABLES.map((v) => (
            <MenuItem key={v} value={v}>
              {VARIABLE_LABELS[v]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Insert a service card"
          value=""
          disabled={!services.length}
          onChange={(e) => {
            const s = services.find((x) => x.id === e.target.value);
            if (s) insert(cardHtml(s, { label: `Book ${s.name}`, href: '{{booking_link}}' }));
          }}
          sx={{ flex: { sm: '1 1 180px' } }}
        >
          {services.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        {products.length > 0 && (
          <TextField
            select
            size="small"
            label="Insert a product card"
            value=""
            onChange={(e) => {
              const p = products.find((x) => x.id === e.target.value);
              if (p) insert(cardHtml(p, { label: 'Shop now', href: p.url }));
            }}
            sx={{ flex: { sm: '1 1 180px' } }}
          >
            {products.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
    </Box>
  );
}
