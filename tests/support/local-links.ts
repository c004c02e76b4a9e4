import { afterAll, beforeAll } from 'vitest';

/**
 * For a test file that runs functions code in its own process and compares
 * its signed links (unsubscribe, review, tracking) with the functions
 * emulator's: sign with the emulator's local key for the file's tests, then
 * put the environment back. Call it at the file's top level, before its own
 * hooks (hooks run in the order they were registered).
 */
export function signLinksAsTheEmulators() {
  const saved = {
    emulator: process.env['FUNCTIONS_EMULATOR'],
    key: process.env['BOOKING_LINK_SECRET'],
  };
  beforeAll(() => {
    process.env['FUNCTIONS_EMULATOR'] = 'true';
    delete process.env['BOOKING_LINK_SECRET'];
  });
  afterAll(() => {
    if (saved.emulator === undefined) delete process.env['FUNCTIONS_EMULATOR'];
    else process.env['FUNCTIONS_EMULATOR'] = saved.emulator;
    if (saved.key !== undefined) process.env['BOOKING_LINK_SECRET'] = saved.key;
  });
}
