// /salon-blog/posts/new and /salon-blog/posts/edit/:postId: the blog editor
// on the salon's blog.
import PostEditorPage from './PostEditorPage';
import { SalonBlogScope } from './SalonBlog';

export default function SalonPostEditorPage() {
  return (
    <SalonBlogScope title="Blog post">
      <PostEditorPage />
    </SalonBlogScope>
  );
}
