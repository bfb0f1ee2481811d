import type { SentimentAttachment } from '@console/shared/sentiment-types';

/** spec §9: a path that is not a full URL is served by our own host (POST /api/files answers /api/files/{id}/{name}) */
export function attachmentUrl(path: string): string {
  if (/^https?:\/\//i.test(path) || path.startsWith('/')) return path;
  return `/${path}`;
}

/** the images, and the videos and files, of a list of attachments */
export function splitAttachments(attachments: readonly SentimentAttachment[]) {
  return {
    images: attachments.filter((attachment) => attachment.type === 'image'),
    others: attachments.filter((attachment) => attachment.type !== 'image'),
  };
}
