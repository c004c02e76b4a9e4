// A workbook is a zip: 64 KB on the wire can unpack to gigabytes (a "zip
// bomb") and keep the spreadsheet reader busy until the function dies. Before
// ExcelJS reads one, every entry is inflated here with a hard ceiling on what
// it may unpack to (zlib's maxOutputLength), so the sizes a hostile file
// claims are never trusted.
import { inflateRawSync } from 'node:zlib';
import { errorCode } from '../platform/errors';

/** What a whole workbook may unpack to: far above any salon's export. */
export const MAX_UNPACKED_BYTES = 150 * 1024 * 1024;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** Why this zip may not be read (it is broken, or unpacks to too much), or null. */
export function zipProblem(data: Buffer, limit = MAX_UNPACKED_BYTES): string | null {
  // The end of the central directory: within the last 64 KB (its comment) + 22 bytes.
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 65_557); i--) {
    if (data.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return 'broken';
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  let unpacked = 0;
  try {
    for (let n = 0; n < count; n++) {
      if (data.readUInt32LE(at) !== CENTRAL) return 'broken';
      const method = data.readUInt16LE(at + 10);
      const packed = data.readUInt32LE(at + 20);
      const local = data.readUInt32LE(at + 42);
      at +=
        46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
      // ZIP64 (sizes past 4 GB) is never a salon's spreadsheet.
      if (packed === 0xffffffff || local === 0xffffffff) return 'too large';
      if (data.readUInt32LE(local) !== LOCAL) return 'broken';
      const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
      const body = data.subarray(start, start + packed);
      if (method === 0) unpacked += body.length;
      else if (method === 8) {
        unpacked += inflateRawSync(body, { maxOutputLength: limit - unpacked + 1 }).length;
      } else return 'broken';
      if (unpacked > limit) return 'too large';
    }
  } catch (err) {
    // zlib stops at the ceiling with ERR_BUFFER_TOO_LARGE; anything else is a broken file.
    return errorCode(err) === 'ERR_BUFFER_TOO_LARGE' ? 'too large' : 'broken';
  }
  return null;
}
