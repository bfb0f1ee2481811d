import { EDITOR_HEADING_LEVELS } from '@console/shared/domain/limits';
import sanitizeHtml from 'sanitize-html';

const YOUTUBE_EMBED = /^(https?:)?\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\//;

/** spec §5 editor: headings 1-6, ordinary formatting, and only YouTube embeds */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...EDITOR_HEADING_LEVELS.map((level) => `h${level}`),
      ...['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'code', 'pre', 'span', 'div'],
      ...['ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'iframe', 'figure', 'figcaption'],
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder'],
      '*': ['style', 'class'],
    },
    allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !YOUTUBE_EMBED.test(frame.attribs.src ?? ''),
  });
}
