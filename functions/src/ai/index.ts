// What the AI slice offers other slices; everything else in it is its own.
export { replySuggestions } from './replies';
export { blogFacts, blogTopics, writeBlogDraft } from './blog-post.service';
export { NO_TRANSLATOR, translateBlogPost } from './blog-translate.service';
