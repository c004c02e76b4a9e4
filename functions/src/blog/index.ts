// What the blog slice offers other slices; everything else in it is its own.
export { blogPageFor, type BlogAnswer } from './blog-page';
export {
  publishDue,
  readIndex,
  rebuildBlog,
  scheduledPostsDue,
  scheduledSalonPostsDue,
} from './blog.service';
