// Answers about one person (their membership, points, a salon's members)
// must never be kept by a shared cache or the browser's.
export const noStore = (res: { set: (k: string, v: string) => unknown }) =>
  res.set('Cache-Control', 'private, no-store');
