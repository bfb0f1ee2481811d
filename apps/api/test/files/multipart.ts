import { randomUUID } from 'node:crypto';

export interface Part {
  name: string;
  content: Buffer | string;
  field?: string;
  type?: string;
}

/** a multipart/form-data body as a browser sends it */
export function multipart(parts: Part[], fields: Record<string, string> = {}) {
  const boundary = `----console-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'files'}"; filename="${part.name}"; filename*=UTF-8''${encodeURIComponent(part.name)}\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// the smallest real files of each kind the upload accepts (or refuses)
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
export const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64, 1),
  Buffer.from('ffd9', 'hex'),
]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const MP4 = Buffer.concat([
  Buffer.from('00000018667479706d703432000000006d703432', 'hex'),
  Buffer.alloc(2048, 7),
]);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0x90)]);
