// A model's answer as plain text: no tags, no Markdown emphasis, one space
// between words (paragraph breaks kept). The site escapes it again where it
// shows it, and HTML built from it is sanitised before it is stored.
import { mapTexts } from '@chairside/core/ai/content';

export function plainString(s: string): string {
  return s
    .replace(/<[^>]*>?/g, ' ')
    .replace(/\*\*|__|`+|^#+\s*/gm, '')
    .replace(/[ \t\f\v]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const plainText = <T>(output: T): T => mapTexts(output, plainString);
