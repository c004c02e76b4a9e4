// What every blog component reads: the site's origin, the HTML sanitiser and
// the link component (a plain <a> on the server, the router's link in the app).
import { createContext, useContext, type ReactNode } from 'react';
import type { BlogIdentity } from '@chairside/core/blog-view';

export interface BlogContext {
  /** The product's origin, for share links and canonical addresses. */
  origin: string;
  /** Article HTML is sanitised again on display. */
  sanitize: (html: string) => string;
  /** Whose blog: a salon's names itself in its heading; the platform's when absent. */
  identity?: BlogIdentity;
  /** In the app, links go through its router; on the server they are plain links. */
  Link?: (props: { to: string; className?: string; children: ReactNode }) => ReactNode;
}

export const Ctx = createContext<BlogContext>({ origin: '', sanitize: (h) => h });

export const useBlog = () => useContext(Ctx);

export function A({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const { Link } = useBlog();
  if (Link)
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

/** The picture of a card links where its title does; keyboards and screen readers skip it. */
export function MediaLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a href={to} className={className} tabIndex={-1} aria-hidden="true">
      {children}
    </a>
  );
}
