// "Write with AI" beside a field: opens the writer (loaded on first use) for
// one kind of text, and hands what the person chose back to the form.
import { Suspense, useState } from 'react';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Button from '@mui/material/Button';
import type { ContentKind, ContentOutput } from '@chairside/core/ai/content';
import type { ContentAsk } from '../../lib/data/ai';
import { lazyNamed } from '../lazy-named';

const AiWriteDialog = lazyNamed(() => import('./AiWriteDialog'), 'AiWriteDialog');

export interface AiWriteButtonProps<K extends ContentKind> {
  kind: K;
  /** The salon and what to write about (without tone, length and seed: the dialog sets those). */
  ask: Omit<ContentAsk, 'tone' | 'length' | 'seed' | 'writer'>;
  onUse: (output: ContentOutput<K>) => void;
  label?: string;
  disabled?: boolean;
  /** Why it is disabled, said beside the button. */
  title?: string;
}

/** The writer dialog, opened by its owner (the preview's Regenerate, a button). */
export function AiWriter<K extends ContentKind>({
  open,
  kind,
  ask,
  onUse,
  onClose,
}: {
  open: boolean;
  kind: K;
  ask: AiWriteButtonProps<K>['ask'];
  onUse: (output: ContentOutput<K>) => void;
  onClose: () => void;
}) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AiWriteDialog
        kind={kind}
        ask={ask}
        onClose={onClose}
        onUse={(output) => {
          onUse(output as ContentOutput<K>);
          onClose();
        }}
      />
    </Suspense>
  );
}

export const preloadAiWriter = () => void AiWriteDialog.preload();

export function AiWriteButton<K extends ContentKind>({
  kind,
  ask,
  onUse,
  label = 'Write with AI',
  disabled,
  title,
}: AiWriteButtonProps<K>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="text"
        startIcon={<AutoAwesomeOutlined />}
        onClick={() => setOpen(true)}
        onMouseEnter={preloadAiWriter}
        onFocus={preloadAiWriter}
        disabled={disabled}
        title={title}
        sx={{ alignSelf: 'flex-start' }}
      >
        {label}
      </Button>
      <AiWriter open={open} kind={kind} ask={ask} onUse={onUse} onClose={() => setOpen(false)} />
    </>
  );
}
