import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { unreadable, workbookTooBig } from './workbook-errors.ts';

/**
 * The zip layer of an .xlsx, read from the uploaded bytes with limits, so a small file cannot unpack into
 * gigabytes (a zip bomb): entries are found through the central directory (no scan of the whole file), and
 * every byte inflated is counted against one budget for the workbook, whatever the headers claim.
 */

/** More entries than any workbook has; a directory of thousands is an attack, not a spreadsheet. */
const MAX_ENTRIES = 2000;
/** Inflated output per chunk: small enough that parsing one chunk never holds the event loop for long. */
const CHUNK_BYTES = 32 * 1024;

interface Entry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

export interface ZipArchive {
  has(name: string): boolean;
  /** The entry's text, inflated chunk by chunk (UTF-8 decoded across chunk boundaries), counted against the budget. */
  text(name: string): AsyncGenerator<string>;
}

function centralDirectory(file: Buffer): Map<string, Entry> {
  // The end-of-central-directory record is in the last 22 bytes plus at most a 64 KiB comment.
  let end = -1;
  for (let i = file.length - 22; i >= Math.max(0, file.length - 22 - 0xffff); i--) {
    if (file.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = file.readUInt16LE(end + 10);
  const offset = file.readUInt32LE(end + 16);
  // 0xffff / 0xffffffff mean ZIP64, which no spreadsheet within the upload limit needs.
  if (count === 0xffff || offset === 0xffffffff || count > MAX_ENTRIES) throw unreadable();
  const entries = new Map<string, Entry>();
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const nameLength = file.readUInt16LE(at + 28);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, { method: file.readUInt16LE(at + 10), compressedSize: file.readUInt32LE(at + 20), localOffset: file.readUInt32LE(at + 42) });
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return entries;
}

function dataOf(file: Buffer, entry: Entry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > file.length || file.readUInt32LE(at) !== 0x04034b50) throw unreadable();
  const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  if (start + entry.compressedSize > file.length) throw unreadable();
  return file.subarray(start, start + entry.compressedSize);
}

/** Opens the archive; `maxInflatedBytes` is the budget of all entries read from it together. */
export function openZip(file: Buffer, maxInflatedBytes: number): ZipArchive {
  const entries = centralDirectory(file);
  let inflated = 0;
  const count = (bytes: number) => {
    inflated += bytes;
    if (inflated > maxInflatedBytes) throw workbookTooBig();
  };
  return {
    has: (name) => entries.has(name),
    async *text(name) {
      const entry = entries.get(name);
      if (!entry) return;
      const data = dataOf(file, entry);
      const decoder = new StringDecoder('utf8');
      if (entry.method === 0) {
        // Stored, not compressed: already bounded by the upload limit; still sliced so parsing stays chunked.
        for (let i = 0; i < data.length; i += CHUNK_BYTES) {
          const chunk = data.subarray(i, i + CHUNK_BYTES);
          count(chunk.length);
          yield decoder.write(chunk);
        }
        yield decoder.end();
        return;
      }
      if (entry.method !== 8) throw unreadable();
      // Inflated on libuv's thread pool: between chunks the event loop serves other requests.
      const inflate = createInflateRaw({ chunkSize: CHUNK_BYTES });
      inflate.end(data);
      try {
        for await (const chunk of inflate as AsyncIterable<Buffer>) {
          count(chunk.length);
          yield decoder.write(chunk);
        }
      } catch (error) {
        if ((error as { code?: string }).code?.startsWith('Z_')) throw unreadable();
        throw error;
      } finally {
        // Leaving early (a limit passed, the row cap reached) stops the inflation and frees its memory.
        inflate.destroy();
      }
      const rest = decoder.end();
      if (rest) yield rest;
    },
  };
}
