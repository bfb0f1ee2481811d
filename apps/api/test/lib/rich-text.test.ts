import { afterEach, describe, expect, it } from 'vitest';
import { allowRichTextImageHosts, sanitizeRichText } from '../../src/crud/rich-text.ts';

const UPLOADED = '/api/files/5d1e7c2a-8b4f-4e3a-9c6d-1f2a3b4c5d6e/anh-le-hoi.png';
const YOUTUBE = 'https://www.youtube.com/embed/aB3dE5fG7hJ';

afterEach(() => allowRichTextImageHosts([]));

describe('sanitizeRichText: what the editor makes stays', () => {
  it('keeps headings 1–6, formatting, lists, links, tables, uploaded pictures and YouTube embeds', () => {
    const html =
      '<h1>Một</h1><h6>Sáu</h6><p style="text-align: center"><strong>đậm</strong> <em>nghiêng</em> <u>gạch</u> <s>ngang</s></p>' +
      '<ul><li><p>mục</p></li></ul><ol><li><p>một</p></li></ol><p><a href="https://laocai.gov.vn">Cổng tỉnh</a></p>' +
      '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>Thôn</p></th></tr>' +
      '<tr><td colspan="1" rowspan="1"><p>Bản Xèo</p></td></tr></tbody></table>' +
      `<img src="${UPLOADED}" alt="Lễ hội"><div data-youtube-video=""><iframe src="${YOUTUBE}" width="640" height="400" allowfullscreen="true"></iframe></div>`;
    // the same document, as the sanitiser writes it: styles without spaces, void elements closed
    const written = html
      .replaceAll(': ', ':')
      .replace('<col style="min-width:25px">', '<col style="min-width:25px"></col>')
      .replace('alt="Lễ hội">', 'alt="Lễ hội" />')
      .replace('data-youtube-video=""', 'data-youtube-video');
    expect(sanitizeRichText(html)).toBe(written);
  });

  it('gives a link opening a new tab rel="noopener noreferrer", whatever rel it had', () => {
    expect(sanitizeRichText('<a href="https://a.vn" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.vn" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://a.vn" rel="nofollow">x</a>')).toBe('<a href="https://a.vn">x</a>');
  });

  it('shows outside pictures only from the configured hosts, over https', () => {
    const outside = '<img src="https://media.laocai.gov.vn/anh.jpg">';
    expect(sanitizeRichText(outside)).toBe('');
    allowRichTextImageHosts(['media.laocai.gov.vn']);
    expect(sanitizeRichText(outside)).toBe(outside.replace('>', ' />'));
    expect(sanitizeRichText('<img src="http://media.laocai.gov.vn/anh.jpg">')).toBe('');
    expect(sanitizeRichText('<img src="https://media.laocai.gov.vn.evil.example/anh.jpg">')).toBe('');
  });
});

// each payload must come out without anything that runs, loads from elsewhere or restyles the page
const PAYLOADS: [string, string][] = [
  ['script', '<p>a</p><script>alert(1)</script>'],
  ['script in a table', '<table><tr><td><script>alert(1)</script></td></tr></table>'],
  ['event handler', '<p onclick="alert(1)" onmouseover="alert(2)">a</p>'],
  ['image error handler', `<img src="${UPLOADED}" onerror="alert(1)">`],
  ['javascript: link', '<a href="javascript:alert(1)">a</a>'],
  ['javascript: with entities', '<a href="jav&#x09;ascript:alert(1)">a</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a>'],
  ['data: picture', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['tracking pixel', '<img src="https://tracker.example/p.gif?u=1" width="1" height="1">'],
  ['protocol-relative picture', '<img src="//tracker.example/p.gif">'],
  ['svg', '<svg onload="alert(1)"><script>alert(2)</script></svg>'],
  ['svg in img', '<img src="/api/files/x.svg">'],
  ['math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
  ['non-YouTube iframe', '<iframe src="https://evil.example/embed/abc"></iframe>'],
  ['YouTube look-alike', '<iframe src="https://www.youtube.com.evil.example/embed/aB3dE5fG7hJ"></iframe>'],
  ['javascript: iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['plain-http YouTube', '<iframe src="http://www.youtube.com/embed/aB3dE5fG7hJ"></iframe>'],
  ['CSS expression', '<p style="width: expression(alert(1))">a</p>'],
  ['CSS url', '<p style="background: url(javascript:alert(1))">a</p>'],
  ['CSS position overlay', '<div style="position: fixed; top: 0; left: 0; width: 100%; height: 100%">a</div>'],
  ['style element', '<style>body{display:none}</style><p>a</p>'],
  ['class', '<p class="ant-modal-mask">a</p>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['form', '<form action="https://evil.example"><input name="password"><button>Gửi</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ['base', '<base href="https://evil.example/">'],
  ['srcset', `<img src="${UPLOADED}" srcset="https://tracker.example/p.gif 1x">`],
];

describe('sanitizeRichText: XSS payloads', () => {
  it.each(PAYLOADS)('%s', (_name, payload) => {
    const clean = sanitizeRichText(payload);
    expect(clean).not.toMatch(/<script|<svg|<math|<style|<object|<embed|<form|<input|<meta|<base/i);
    expect(clean).not.toMatch(/\son\w+=|javascript:|data:|expression\(|url\(|position|class=|srcset/i);
    expect(clean).not.toMatch(/tracker\.example|evil\.example/);
  });
});
