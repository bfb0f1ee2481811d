import { EDITOR_HEADING_LEVELS } from '@console/shared/domain/limits';
import sanitizeHtml from 'sanitize-html';

const YOUTUBE_EMBED = /^(https:)?\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[\w-]{11}(\?[\w=&;-]*)?$/;
/** a picture uploaded to the platform (POST /api/files or the image connector answer this path) */
const OWN_UPLOAD = /^\/api\/files\/[0-9a-f-]{36}\/[^/?#\s]+$/i;
const LENGTH = /^\d{1,4}(px|%)?$/;

/** the hosts outside pictures may come from (RICH_TEXT_IMAGE_HOSTS), set once at boot from the configuration */
let imageHosts: readonly string[] = [];
export function allowRichTextImageHosts(hosts: readonly string[]) {
  imageHosts = hosts.map((host) => host.toLowerCase());
}

function isAllowedImage(src: string | undefined): boolean {
  if (!src) return false;
  if (OWN_UPLOAD.test(src)) return true;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && imageHosts.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * The one allow-list of rich text, matching the editor (spec §5: headings 1-6, formatting, lists, links, tables,
 * uploaded pictures, YouTube embeds only): no classes, styles limited to alignment and table widths, pictures only
 * from the platform's uploads or the configured hosts, links opening a new tab never handing it the opener.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...EDITOR_HEADING_LEVELS.map((level) => `h${level}`),
      ...['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'code', 'pre', 'span', 'div'],
      ...['ul', 'ol', 'li', 'a', 'img', 'iframe', 'figure', 'figcaption'],
      ...['table', 'colgroup', 'col', 'thead', 'tbody', 'tr', 'th', 'td'],
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder'],
      div: ['data-youtube-video'],
      th: ['colspan', 'rowspan', 'colwidth'],
      td: ['colspan', 'rowspan', 'colwidth'],
      '*': ['style'],
    },
    allowedStyles: {
      '*': { 'text-align': [/^(left|right|center|justify)$/] },
      table: { 'min-width': [LENGTH], width: [LENGTH] },
      col: { 'min-width': [LENGTH], width: [LENGTH] },
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const opensTab = attribs.target === '_blank';
        const { target: _target, rel: _rel, ...rest } = attribs;
        return {
          tagName,
          attribs: opensTab ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
        };
      },
    },
    exclusiveFilter: (frame) =>
      (frame.tag === 'iframe' && !YOUTUBE_EMBED.test(frame.attribs.src ?? '')) ||
      (frame.tag === 'img' && !isAllowedImage(frame.attribs.src)),
  });
}
