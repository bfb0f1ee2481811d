import defaultImage from './default-image.svg';

// spec §9: an image path not starting with http is shown from the preview host (this server unless configured)
const PREVIEW_HOST: string = import.meta.env.VITE_PREVIEW_HOST ?? '';

/** what an <img> shows for a stored image value; an empty one gives the default image */
export function imageSrc(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return defaultImage;
  return /^https?:\/\//i.test(value) ? value : `${PREVIEW_HOST}${value}`;
}

export const DEFAULT_IMAGE = defaultImage;
