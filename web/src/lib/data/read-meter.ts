import { config } from '../../config';

/**
 * Counts the documents Firestore delivers to this tab's listeners and reads
 * (what Firestore bills: one read per document returned, at least one per
 * query). Benchmarks read it from `window.__chairsideReads` in emulator builds.
 */
const meter = { reads: 0 };

export function countReads(documents: number) {
  meter.reads += Math.max(1, documents);
}

if (config.useEmulators) {
  (globalThis as { __chairsideReads?: typeof meter }).__chairsideReads = meter;
}
