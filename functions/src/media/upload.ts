// Multipart uploads (one file and a few text fields), read with busboy and
// stopped at the caller's size limit. Used by the site's images and by photos
// sent in messages; what the file is, is decided by its content (sniffImage).
import busboy from 'busboy';
import type { Request } from 'express';
import { ApiError } from '../http/api-error';

export interface Upload {
  fields: Record<string, string>;
  file: Buffer | null;
  /** The name the sender gave the file ('' when none). */
  fileName: string;
  tooLarge: boolean;
}

/** Reads one file and the text fields of a multipart body, stopping at the limit. */
export function readUpload(req: Request, maxBytes: number, what = 'the image'): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const type = req.get('content-type') ?? '';
    if (!type.startsWith('multipart/form-data')) {
      reject(
        new ApiError(
          'validation_failed',
          `Send ${what} as form data (multipart/form-data) in a field named file.`,
        ),
      );
      return;
    }
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
    let fileName = '';
    let tooLarge = false;
    const parser = busboy({
      headers: req.headers,
      limits: { fileSize: maxBytes, files: 1, fields: 10 },
    });
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('file', (_name, stream, info) => {
      fileName = info.filename ?? '';
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => (tooLarge = true));
      stream.on('close', () => (file = Buffer.concat(chunks)));
    });
    parser.on('error', reject);
    parser.on('close', () => resolve({ fields, file, fileName, tooLarge }));
    // Cloud Functions has already read the body into rawBody; locally it streams.
    const raw = req.rawBody;
    if (raw) parser.end(raw);
    else req.pipe(parser);
  });
}

/**
 * The text fields of a posted form, multipart or url-encoded (a provider's
 * webhook: Mailgun posts multipart when a mail has attachments). Files are
 * skipped; at most `maxFields` fields of at most 256 kB each are read.
 */
export function readFormFields(req: Request, maxFields = 60): Promise<Record<string, string>> {
  const type = req.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) {
    const raw = req.rawBody?.toString('utf8');
    const body = raw ?? new URLSearchParams(req.body as Record<string, string>).toString();
    return Promise.resolve(Object.fromEntries(new URLSearchParams(body)));
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const parser = busboy({
      headers: req.headers,
      limits: { fields: maxFields, fieldSize: 256 * 1024, files: 20, fileSize: 1 },
    });
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('file', (_name, stream) => stream.resume());
    parser.on('error', reject);
    parser.on('close', () => resolve(fields));
    const raw = req.rawBody;
    if (raw) parser.end(raw);
    else req.pipe(parser);
  });
}
