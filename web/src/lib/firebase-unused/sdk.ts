/**
 * Stand-ins for the Firebase SDKs Chairside does not use in the browser.
 *
 * reactfire's single entry imports every Firebase SDK (Realtime Database,
 * Remote Config, Storage, Functions) and their modules register themselves on
 * import, so a bundler cannot drop them: they cost ~45 kB gzip on every
 * signed-in first visit. vite.config.ts points reactfire's imports of those
 * SDKs here. Their hooks are never called by our code; if one ever is, it
 * fails loudly with the way to add the SDK back instead of misbehaving.
 */
function unused(sdk: string, name: string) {
  return (): never => {
    throw new Error(
      `Chairside's web build leaves out firebase/${sdk} (${name} was called). ` +
        `Remove '${sdk}' from UNUSED_FIREBASE_SDKS in web/vite.config.ts to use it.`,
    );
  };
}

// firebase/database
export const get = unused('database', 'get');
export const off = unused('database', 'off');
export const onChildAdded = unused('database', 'onChildAdded');
export const onChildChanged = unused('database', 'onChildChanged');
export const onChildMoved = unused('database', 'onChildMoved');
export const onChildRemoved = unused('database', 'onChildRemoved');
export const onValue = unused('database', 'onValue');
// firebase/functions
export const httpsCallable = unused('functions', 'httpsCallable');
// firebase/remote-config
export const ensureInitialized = unused('remote-config', 'ensureInitialized');
export const getAll = unused('remote-config', 'getAll');
export const getBoolean = unused('remote-config', 'getBoolean');
export const getNumber = unused('remote-config', 'getNumber');
export const getString = unused('remote-config', 'getString');
export const getValue = unused('remote-config', 'getValue');
// firebase/storage
export const getDownloadURL = unused('storage', 'getDownloadURL');
export const ref = unused('storage', 'ref');
