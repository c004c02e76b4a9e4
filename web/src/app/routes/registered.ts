// Whether a link leads to a page that exists. The route table fills the set
// when the app starts; pages ask here, so no page imports the route table
// (which imports every feature's pages: that would be a circle).
const registered = new Set<string>();

/** Called once by the route table with every path a registered page answers on. */
export function registerPaths(paths: Iterable<string>) {
  for (const p of paths) registered.add(p.toLowerCase());
}

/** Whether a link target leads to a page that exists (query and hash ignored). */
export function isRegisteredPath(target: string): boolean {
  const pathname = target.split(/[?#]/, 1)[0] ?? '';
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return registered.has(trimmed.toLowerCase());
}
