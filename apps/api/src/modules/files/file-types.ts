import { extensionOf, type UploadGroup } from '@console/shared/domain/uploads';

// The content type of a stored file comes from its (allowed) extension, never from what the client declared, and
// the first bytes must match that extension: an .exe renamed .png is refused.

/** bytes read before deciding */
export const SNIFF_BYTES = 1024;

const startsWith = (head: Buffer, ...bytes: number[]) =>
  head.length >= bytes.length && bytes.every((b, i) => head[i] === b);
const JPEG = (head: Buffer) => startsWith(head, 0xff, 0xd8, 0xff);
const PNG = (head: Buffer) => startsWith(head, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
// some generators put a few bytes before the header; readers accept it within the first kilobyte
const PDF = (head: Buffer) => head.subarray(0, SNIFF_BYTES).includes('%PDF-');
// Office Open XML (docx, xlsx, pptx) is a zip package
const ZIP = (head: Buffer) => startsWith(head, 0x50, 0x4b, 0x03, 0x04);
// legacy Office (doc, xls, ppt) is an OLE2 compound file
const OLE2 = (head: Buffer) => startsWith(head, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
// ISO base media (mp4) and QuickTime (mov): a box size, then a box type; old QuickTime files start with other atoms
const MEDIA_BOXES = ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];
const ISO_MEDIA = (head: Buffer) => head.length >= 8 && MEDIA_BOXES.includes(head.toString('latin1', 4, 8));

interface FileKind {
  group: UploadGroup;
  mime: string;
  matches: (head: Buffer) => boolean;
}

const KINDS: Record<string, FileKind> = {
  jpg: { group: 'image', mime: 'image/jpeg', matches: JPEG },
  jpeg: { group: 'image', mime: 'image/jpeg', matches: JPEG },
  png: { group: 'image', mime: 'image/png', matches: PNG },
  pdf: { group: 'pdf', mime: 'application/pdf', matches: PDF },
  doc: { group: 'word', mime: 'application/msword', matches: OLE2 },
  docx: {
    group: 'word',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: ZIP,
  },
  xls: { group: 'excel', mime: 'application/vnd.ms-excel', matches: OLE2 },
  xlsx: { group: 'excel', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', matches: ZIP },
  ppt: { group: 'powerpoint', mime: 'application/vnd.ms-powerpoint', matches: OLE2 },
  pptx: {
    group: 'powerpoint',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    matches: ZIP,
  },
  mp4: { group: 'video', mime: 'video/mp4', matches: ISO_MEDIA },
  mov: { group: 'video', mime: 'video/quicktime', matches: ISO_MEDIA },
};

/** what an allowed file name is, or null for an extension we do not take */
export function fileKindOf(fileName: string): FileKind | null {
  return Object.hasOwn(KINDS, extensionOf(fileName)) ? KINDS[extensionOf(fileName)] : null;
}

/** images and videos open in the browser; documents download */
export const isInlineMime = (mime: string) => mime.startsWith('image/') || mime.startsWith('video/');
