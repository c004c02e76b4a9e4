// A blog post's draft on a topic, through the AI layer: the configured model
// within the salon's allowance, or the built-in writer from the salon's own
// facts; either answer is checked against those facts before it is used.
import {
  ZBlogDraftOutput,
  blogPostPrompt,
  blogTopicSuggestions,
  composeBlogPost,
  type BlogDraftOutput,
} from '@chairside/core/ai/blog-post';
import { checkAnswer, factIndex } from '@chairside/core/ai/fact-check';
import type { SalonFacts } from '@chairside/core/ai/facts';
import type { WrittenBy } from '@chairside/core/contracts/ai';
import { accepted } from './content.service';
import { factsFor } from './facts.service';
import { runFlow, type Checked } from './flow';

/** The salon's facts for blog posts: its menu, team, hours and reviews. */
export const blogFacts = (orgId: string): Promise<SalonFacts> => factsFor(orgId, 'about-us', {});

export async function blogTopics(orgId: string, now = new Date()): Promise<string[]> {
  return blogTopicSuggestions(await blogFacts(orgId), now);
}

export async function writeBlogDraft(input: {
  orgId: string;
  uid: string;
  facts: SalonFacts;
  topic: string;
  seed: number;
  writer: 'auto' | 'built-in';
}): Promise<Checked<BlogDraftOutput> & WrittenBy> {
  const { facts, topic, seed } = input;
  const index = factIndex(facts, [topic]);
  return runFlow({
    orgId: input.orgId,
    uid: input.uid,
    flow: 'blog/post',
    writer: input.writer,
    builtIn: () => {
      const output = composeBlogPost(facts, topic, seed);
      return { output, flags: checkAnswer(output, index).flags };
    },
    model: {
      schema: ZBlogDraftOutput,
      prompt: () => blogPostPrompt(facts, topic),
      accept: (out) => accepted(ZBlogDraftOutput, out, index),
    },
    cacheParts: { topic, seed, facts },
  });
}
