import yauzl, { type Entry } from 'yauzl';

/** the zip holds more than the caller allows once inflated (declared or real) */
export class ZipTooLargeError extends Error {}
/** not a readable zip, or it lacks a part the caller needs */
export class ZipFormatError extends Error {}

// an .xlsx has a dozen parts; thousands only come from crafted files and each costs a directory entry in memory
const MAX_ENTRIES = 5_000;

export interface ZipReader {
  has(part: string): boolean;
  /** the part's inflated bytes chunk by chunk; a consumer that stops early leaves the rest uninflated */
  chunks(part: string): AsyncGenerator<Buffer>;
}

/**
 * Opens a zip held in memory after reading only its central directory: the declared uncompressed sizes of all parts
 * together must stay within maxBytes before anything is inflated. The declared sizes may lie, so every part is also
 * held to its declared size while it is inflated (yauzl's validateEntrySizes, and our own count in case that changes).
 */
export async function openZip(file: Buffer, maxBytes: number): Promise<ZipReader> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(file, { validateEntrySizes: true, strictFileNames: false });
  } catch (error) {
    throw new ZipFormatError(String(error));
  }
  if (zip.entryCount > MAX_ENTRIES) throw new ZipTooLargeError(`${zip.entryCount} entries`);
  // part names in an Office package are case-insensitive
  const entries = new Map<string, Entry>();
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > maxBytes) throw new ZipTooLargeError(`declares more than ${maxBytes} bytes`);
      entries.set(entry.fileName.toLowerCase(), entry);
    }
  } catch (error) {
    if (error instanceof ZipTooLargeError) throw error;
    throw new ZipFormatError(String(error));
  }

  return {
    has: (part) => entries.has(part.toLowerCase()),
    async *chunks(part) {
      const entry = entries.get(part.toLowerCase());
      if (!entry) throw new ZipFormatError(`no ${part}`);
      let stream;
      try {
        stream = await zip.openReadStreamPromise(entry);
      } catch (error) {
        throw new ZipFormatError(String(error));
      }
      let inflated = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          inflated += chunk.length;
          if (inflated > entry.uncompressedSize) throw new ZipTooLargeError(`${part} inflates past its declared size`);
          yield chunk;
        }
      } catch (error) {
        if (error instanceof ZipTooLargeError) throw error;
        // a size lie caught by yauzl, a broken deflate stream, a bad local header: the file is damaged
        throw new ZipFormatError(String(error));
      }
    },
  };
}
