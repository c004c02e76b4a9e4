// What the AI screens say about an answer: who wrote it, and what the fact
// check took out or wants a person to look at. Apart from the dialogs, so a
// page that says it does not load them.
import type { FactFlag } from '@chairside/core/ai/fact-check';
import type { WrittenBy } from '@chairside/core/contracts/ai';

const FLAG_WORDS: Record<FactFlag['kind'], string> = {
  price: 'a price that is not on your menu',
  duration: 'a length of time none of your services takes',
  time: 'an hour you are not open',
  name: 'a name',
};

/** What the fact check did, in words. */
export function flagText(flags: readonly FactFlag[]): string[] {
  const removed = flags.filter((f) => f.action === 'removed');
  const names = [...new Set(flags.filter((f) => f.kind === 'name').map((f) => f.text))];
  return [
    ...removed.map((f) => `Took out a sentence with ${FLAG_WORDS[f.kind]} (${f.text}).`),
    ...(names.length
      ? [`Check these names; they are not in your salon’s details: ${names.join(', ')}.`]
      : []),
  ];
}

/** "the AI model googleai/gemini-2.5-flash" or "Chairside’s built-in writer". */
export const writerName = (a: Pick<WrittenBy, 'writer' | 'provider'>) =>
  a.writer === 'model' ? `the AI model ${a.provider}` : 'Chairside’s built-in writer';
