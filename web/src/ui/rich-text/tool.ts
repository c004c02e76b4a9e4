import type { ReactNode } from 'react';
import type { ChainedCommands, Editor } from '@tiptap/react';

/** One button of a rich-text toolbar: what it is called, shows and does. */
export interface Tool {
  /** Its accessible name (and tooltip). */
  name: string;
  icon: ReactNode;
  /** Pressed while the selection has it. */
  active?: (e: Editor) => boolean;
  run: (chain: () => ChainedCommands) => void;
  enabled?: (e: Editor) => boolean;
  /** More buttons shown while it is active (a table's rows and columns). */
  more?: (chain: () => ChainedCommands) => ReactNode;
}

/** A toolbar's contents, in order: tools, the link, image and video forms, `'|'` for a divider. */
export type ToolbarItem = Tool | 'link' | 'image' | 'video' | '|';
