// Reply suggestions for the salon's side of a conversation (messaging's
// suggest-responses), on the AI layer: the built-in rules over the client's
// words (core/reply-suggestions) when no model is connected, the model
// otherwise, prompted with the same context, the client's message passed as
// quoted data. A model's reply that states a figure, time or link the
// context does not hold is dropped.
import { z } from 'zod';
import { checkText, factIndex } from '@chairside/core/ai/fact-check';
import { nameOnlyFacts } from '@chairside/core/ai/facts';
import { formatMinorUnits } from '@chairside/core/money';
import { dataBlock, DATA_IS_DATA, JSON_ONLY, type Prompt } from '@chairside/core/ai/prompts';
import {
  suggestReplies,
  type ReplyContext,
  type Suggestion,
} from '@chairside/core/reply-suggestions';
import { runFlow } from './flow';
import { plainString } from './plain-text';

const ZReplies = z.object({
  suggestions: z
    .array(
      z.object({
        label: z.string().trim().min(1).max(40),
        text: z.string().trim().min(1).max(600),
      }),
    )
    .min(1)
    .max(4),
});

function repliesPrompt(ctx: ReplyContext): Prompt {
  const data = {
    salon: ctx.salonName,
    client_first_name: ctx.clientFirstName,
    client_last_message: ctx.clientText,
    next_appointment: ctx.next,
    booking_link: ctx.bookUrl,
    cancellation_hours: ctx.cancellationHours,
    services: ctx.services.map((s) => ({
      name: s.name,
      minutes: s.durationMinutes,
      price_minor_units: s.price,
      currency: s.currency,
    })),
  };
  return {
    system: [
      'You suggest up to 4 short replies a hair and beauty salon could send to its client, each with a 1 to 3 word label.',
      'Use only the facts in the DATA block: the appointment, the links, the services and their prices. Never invent a time, a price, a discount or a link.',
      DATA_IS_DATA,
      JSON_ONLY,
    ].join('\n'),
    user: dataBlock(data),
  };
}

/** The replies, and who wrote them. */
export async function replySuggestions(
  orgId: string,
  uid: string,
  ctx: ReplyContext,
): Promise<Suggestion[]> {
  // The built-in replies: the answer without a model, and known facts for a model's.
  const rules = suggestReplies(ctx);
  const links = new Set([ctx.bookUrl, ctx.next?.manageUrl].filter(Boolean));
  const indexOf = () =>
    factIndex(nameOnlyFacts(ctx.salonName), [
      ctx.salonName,
      ctx.clientFirstName,
      ctx.next ? `${ctx.next.when} ${ctx.next.what} ${ctx.next.withWhom}` : '',
      ...ctx.services.map(
        (s) => `${s.name} ${formatMinorUnits(s.price, s.currency)} ${s.durationMinutes} minutes`,
      ),
      ...rules.map((s) => s.text),
    ]);
  const answer = await runFlow({
    orgId,
    uid,
    flow: 'suggest-responses',
    writer: 'auto',
    builtIn: () => ({ output: rules, flags: [] }),
    model: {
      schema: ZReplies,
      prompt: () => repliesPrompt(ctx),
      accept: (out) => {
        const index = indexOf();
        const kept = out.suggestions.flatMap((s) => {
          const text = plainString(s.text);
          const urls = text.match(/https?:\/\/\S+/g) ?? [];
          const checked = checkText(text, index);
          const ok =
            urls.every((u) => links.has(u.replace(/[.,!?)]+$/, ''))) && checked.text === text;
          return ok ? [{ label: plainString(s.label), text }] : [];
        });
        // Nothing usable: the built-in replies, rather than none.
        return { output: kept.length ? kept : rules, flags: [] };
      },
    },
    cacheParts: { ctx },
  });
  return answer.output;
}
