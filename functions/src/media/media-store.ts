// Where uploaded images live (ARCHITECTURE.md, MediaStore): Cloud Storage in
// production, a folder on disk in the emulators (served by GET /api/media/…),
// chosen by MEDIA_STORE ('cloud' | 'local'; local by default in the emulators).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, sep } from 'node:path';
import { isEmulator } from '../config';
import { storageBucket } from '../firebase';

export interface StoredMedia {
  /** The address pages use for the file. */
  url: string;
  path: string;
}

export interface MediaStore {
  /** A private file (an import's upload) is never made public or served by /api/media. */
  put(
    path: string,
    data: Buffer,
    contentType: string,
    options?: { private?: boolean },
  ): Promise<StoredMedia>;
  get(path: string): Promise<{ data: Buffer; contentType: string } | null>;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
};

/** Paths are made by the server: orgId/kind/random.ext, nothing else. */
export const SAFE_MEDIA_PATH =
  /^[A-Za-z0-9_-]{1,128}\/(site|favicon|messages|reviews|portfolio)\/[a-f0-9]{32}\.(png|jpg|webp|gif|ico)$/;

class LocalMediaStore implements MediaStore {
  constructor(private readonly root: string) {}

  private file(path: string): string {
    const full = normalize(join(this.root, path));
    if (!full.startsWith(this.root + sep)) throw new Error('Media path escapes the store');
    return full;
  }

  async put(path: string, data: Buffer): Promise<StoredMedia> {
    const file = this.file(path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, data);
    return { url: `/api/media/${path}`, path };
  }

  async get(path: string) {
    try {
      const data = await readFile(this.file(path));
      const ext = path.slice(path.lastIndexOf('.') + 1);
      return { data, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream' };
    } catch {
      return null;
    }
  }
}

class CloudMediaStore implements MediaStore {
  async put(
    path: string,
    data: Buffer,
    contentType: string,
    options: { private?: boolean } = {},
  ): Promise<StoredMedia> {
    const file = storageBucket().file(`media/${path}`);
    await file.save(data, {
      contentType,
      resumable: false,
      metadata: {
        cacheControl: options.private ? 'private, no-store' : 'public, max-age=31536000, immutable',
      },
    });
    if (options.private) return { url: '', path };
    await file.makePublic();
    return { url: file.publicUrl(), path };
  }

  async get(path: string) {
    const file = storageBucket().file(`media/${path}`);
    const [exists] = await file.exists();
    if (!exists) return null;
    const [[data], [meta]] = await Promise.all([file.download(), file.getMetadata()]);
    return { data, contentType: String(meta.contentType ?? 'application/octet-stream') };
  }
}

let store: MediaStore | undefined;
const storeKind = () => process.env['MEDIA_STORE'] ?? (isEmulator() ? 'local' : 'cloud');

/** How the addresses of files already in the media store begin. */
export function mediaUrlPrefixes(): string[] {
  if (storeKind() === 'local') return ['/api/media/'];
  return ['/api/media/', `https://storage.googleapis.com/${storageBucket().name}/media/`];
}

export function mediaStore(): MediaStore {
  const kind = storeKind();
  store ??=
    kind === 'local'
      ? new LocalMediaStore(
          normalize(process.env['MEDIA_DIR'] ?? join(tmpdir(), 'chairside-media')),
        )
      : new CloudMediaStore();
  return store;
}

/** What the first bytes say a file is; the client's word is not trusted. */
export function sniffImage(data: Buffer): { ext: string; contentType: string } | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => data[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return { ext: 'png', contentType: 'image/png' };
  if (starts(0xff, 0xd8, 0xff)) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (starts(0x47, 0x49, 0x46, 0x38)) return { ext: 'gif', contentType: 'image/gif' };
  if (starts(0x52, 0x49, 0x46, 0x46) && data.subarray(8, 12).toString('ascii') === 'WEBP') {
    return { ext: 'webp', contentType: 'image/webp' };
  }
  if (starts(0x00, 0x00, 0x01, 0x00)) return { ext: 'ico', contentType: 'image/x-icon' };
  return null;
}
