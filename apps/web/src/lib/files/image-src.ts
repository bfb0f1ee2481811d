import defaultImage from './default-image.svg';

// spec §9: an image path not starting with http is shown from the preview host (this server unless configured)
const PREVIEW_HOST: string = import.meta.env.VITE_PREVIEW_HOST ?? '';

const OWN_UPLOAD = /^\/api\/files\/[0-9a-f-]{36}\//i;

/**
 * What an <img> shows for a stored image value; an empty one gives the default image. `size`: a smaller WebP copy
 * the server made of a picture uploaded here (thumb: 320 px wide, for lists; list: 960 px, for previews) — a slow
 * link never loads the full photo for a row of a table.
 */
export function imageSrc(value: unknown, size?: 'thumb' | 'list'): string {
  if (typeof value !== 'string' || value.trim() === '') return defaultImage;
  if (/^https?:\/\//i.test(value)) return value;
  const copy = size && OWN_UPLOAD.test(value) ? `?size=${size}` : '';
  return `${PREVIEW_HOST}${value}${copy}`;
}

export const DEFAULT_IMAGE = defaultImage;
