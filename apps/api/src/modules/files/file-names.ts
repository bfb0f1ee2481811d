// File names as people write them (Vietnamese, from any device) and as URLs and headers need them.

const MAX_NAME_LENGTH = 150;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The name kept for a file: its last path segment, NFC (macOS sends decomposed Vietnamese), without control and
 * path characters, at most 150 characters with the extension kept.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '')
    .normalize('NFC')
    .replace(/^.*[\\/]/, '')
    // eslint-disable-next-line no-control-regex -- control characters are what a file name must lose
    .replace(/[\u0000-\u001f\u007f"*:<>?|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (base.length <= MAX_NAME_LENGTH) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, MAX_NAME_LENGTH - extension.length).trimEnd() + extension;
}

/** what attachments and media_result carry (spec §3): /api/files/{id}/{name} */
export const filePath = (id: string, name: string) => `/api/files/${id}/${encodeURIComponent(name)}`;

const FILE_PATH = /^\/api\/files\/([0-9a-f-]{36})\/[^/?#]+$/i;
/** the file id of a path given back by a form (absolute URLs of the same path are accepted too) */
export function fileIdFromPath(value: string): string | null {
  let pathname = value.trim();
  if (/^https?:\/\//i.test(pathname)) {
    try {
      pathname = new URL(pathname).pathname;
    } catch {
      return null;
    }
  }
  const id = FILE_PATH.exec(pathname)?.[1]?.toLowerCase();
  return id && UUID.test(id) ? id : null;
}

export const isFileId = (value: string) => UUID.test(value);

/** Content-Disposition with an ASCII fallback and the real name in RFC 5987 form (RFC 6266) */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'tep';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
