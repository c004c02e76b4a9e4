// The post editor's rich text (spec, second document, section 9): every tool
// of the spec, the 50,000-character limit with a live counter, and links and
// images by address. It reports the document (type 'doc') and its HTML.
import {
  EditorContent,
  useEditor,
  useEditorState,
  type Editor,
  type JSONContent,
} from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Highlight from '@tiptap/extension-highlight';
import Image from '@tiptap/extension-image';
import { Video } from './video-node';
import { Conversion } from './conversion-node';
import { ConversionDialog } from './ConversionDialog';
import TextAlign from '@tiptap/extension-text-align';
import { TableKit } from '@tiptap/extension-table';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BLOG_LIMITS, textDirection, type RichTextDoc } from '@chairside/core/blog-view';
import { RichTextToolbar, type ToolbarItem } from '../../ui/rich-text/RichTextToolbar';
import * as more from '../../ui/rich-text/more-tools';
import * as t from '../../ui/rich-text/tools';

/** Every tool of the spec's post editor, in its groups. */
const BLOG_TOOLS: readonly ToolbarItem[] = [
  t.bold,
  t.italic,
  t.underline,
  more.highlight,
  more.inlineCode,
  'link',
  'image',
  'video',
  '|',
  more.heading1,
  t.heading2,
  t.heading3,
  t.quote,
  t.bulleted,
  t.numbered,
  more.codeBlock,
  '|',
  ...more.alignments,
  '|',
  more.table,
  '|',
  t.undo,
  t.redo,
];

export interface ContentValue {
  doc: RichTextDoc;
  html: string;
  characters: number;
}

export function BlogContentEditor({
  initial,
  onChange,
  error,
  label = 'Content',
  lang,
  conversionsFor,
}: {
  /** The document, or HTML (a translation the model wrote): reported as a document at once. */
  initial: RichTextDoc | string;
  onChange: (value: ContentValue) => void;
  error?: string;
  label?: string;
  /** The text's language (a translation's): spell-checking, voices and direction follow it. */
  lang?: string;
  /** A salon's post: conversion blocks from what this salon's site offers. */
  conversionsFor?: string;
}) {
  const [adding, setAdding] = useState(false);
  const report = (e: Editor) =>
    onChange({
      doc: e.getJSON() as RichTextDoc,
      html: e.isEmpty ? '' : e.getHTML(),
      characters: e.storage.characterCount?.characters() ?? 0,
    });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['https', 'http', 'mailto'] },
      }),
      Highlight,
      Image.configure({ inline: false }),
      Video,
      Conversion,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      TableKit.configure({ table: { resizable: false } }),
      CharacterCount.configure({ limit: BLOG_LIMITS.contentChars }),
      Placeholder.configure({ placeholder: 'Write your post…' }),
    ],
    content: typeof initial === 'string' ? initial : (initial as JSONContent),
    onCreate: ({ editor: e }) => {
      if (typeof initial === 'string') report(e);
    },
    onUpdate: ({ editor: e }) => report(e),
    editorProps: {
      attributes: {
        'aria-label': label,
        ...(lang ? { lang, dir: textDirection(lang) } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
  });
  const count = useEditorState({
    editor,
    // The storage is not there yet while the editor is being made (or after it is destroyed).
    selector: ({ editor: e }) => e?.storage.characterCount?.characters() ?? 0,
  });

  if (!editor) return null;
  const near = count > BLOG_LIMITS.contentChars * 0.95;

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.5 }}
      >
        <Typography component="p" variant="subtitle2">
          {label}
        </Typography>
        {conversionsFor && (
          <Button size="small" onClick={() => setAdding(true)}>
            Add a booking block
          </Button>
        )}
      </Stack>
      {conversionsFor && (
        <ConversionDialog
          orgId={conversionsFor}
          open={adding}
          onClose={() => setAdding(false)}
          onInsert={(attrs) => editor.chain().focus().setConversion(attrs).run()}
        />
      )}
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        <RichTextToolbar
          editor={editor}
          label={label}
          tools={BLOG_TOOLS}
          links="add-https"
          sticky
        />
        <Box
          className="cb-blog"
          sx={{
            bgcolor: 'background.paper',
            minHeight: 0,
            '& .ProseMirror': {
              minHeight: 320,
              p: 2,
              outline: 'none',
              color: 'text.primary',
              fontSize: '1.05rem',
              lineHeight: 1.7,
            },
            '& .ProseMirror p.is-editor-empty:first-of-type::before': {
              content: 'attr(data-placeholder)',
              color: 'text.disabled',
              float: 'left',
              height: 0,
              pointerEvents: 'none',
            },
            '& .ProseMirror table': { borderCollapse: 'collapse', width: '100%', my: 2 },
            '& .ProseMirror th, & .ProseMirror td': {
              border: 1,
              borderColor: 'divider',
              p: 1,
              verticalAlign: 'top',
            },
            '& .ProseMirror th': { bgcolor: 'action.hover' },
            '& .ProseMirror .selectedCell': { bgcolor: 'action.selected' },
            '& .ProseMirror img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
            '& .ProseMirror .cb-video': { my: 2 },
            '& .ProseMirror .cb-video iframe': {
              width: '100%',
              aspectRatio: '16 / 9',
              border: 0,
              borderRadius: 1,
              pointerEvents: 'none',
            },
            '& .ProseMirror .cb-video.ProseMirror-selectednode': {
              outline: 2,
              outlineColor: 'primary.main',
              outlineStyle: 'solid',
            },
            '& .ProseMirror .cb-cta': {
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1.5,
              my: 2,
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderLeft: 4,
              borderLeftColor: 'primary.main',
              borderRadius: 1,
            },
            '& .ProseMirror .cb-cta p': { m: 0, flex: '1 1 14rem' },
            '& .ProseMirror .cb-cta a': {
              px: 2,
              py: 1,
              borderRadius: 999,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 600,
              textDecoration: 'none',
              pointerEvents: 'none',
            },
            '& .ProseMirror .cb-cta.ProseMirror-selectednode': {
              outline: 2,
              outlineColor: 'primary.main',
              outlineStyle: 'solid',
            },
            '& .ProseMirror pre': {
              bgcolor: 'action.hover',
              p: 2,
              borderRadius: 1,
              overflowX: 'auto',
            },
            '& .ProseMirror blockquote': {
              borderLeft: 4,
              borderColor: 'primary.main',
              pl: 2,
              ml: 0,
              color: 'text.secondary',
            },
            '& .ProseMirror mark': { bgcolor: 'warning.light', color: 'inherit' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <FormHelperText error={!!error}>{error ?? ' '}</FormHelperText>
        <FormHelperText
          error={near}
          aria-live="polite"
          data-testid="content-counter"
          sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {count.toLocaleString('en-US')} / {BLOG_LIMITS.contentChars.toLocaleString('en-US')}{' '}
          characters
        </FormHelperText>
      </Stack>
    </Box>
  );
}
