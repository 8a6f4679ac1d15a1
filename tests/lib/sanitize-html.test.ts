import { describe, expect, test } from 'vitest';
import { safeHref, sanitizeHtml } from '../../src/lib/sanitize-html';

/** Each row: the description as written, and what sanitizeHtml must make of it. */
type Row = readonly [input: string, expected: string];

const expectSanitized = (input: string, expected: string) => expect(sanitizeHtml(input)).toBe(expected);
const link = (href: string, text: string) => `<a href="${href}" rel="nofollow noopener" target="_blank">${text}</a>`;

const ALLOWED_FORMATTING = '<h3>Mô tả</h3><p>Nhà <strong>đẹp</strong>, <em>sổ hồng</em> <b>riêng</b> <i>chính chủ</i>.<br />Liên hệ</p><ul><li>3 PN</li></ul><ol><li>1</li></ol><h4>Tiện ích</h4>';

/** Each rule the allow-list keeps, with the descriptions that show it. */
const RULES: Record<string, readonly Row[]> = {
  'keeps the allowed formatting as it is': [
    [ALLOWED_FORMATTING, ALLOWED_FORMATTING],
    ['a<br>b', 'a<br />b'],
  ],
  'removes script elements with their content': [
    ['<p>Chào<script>alert(1)</script> bạn</p>', '<p>Chào bạn</p>'],
    ['<SCRIPT type="text/javascript">alert(1)</SCRIPT >còn lại', 'còn lại'],
    ['<p>a<script>never closed <p>b</p>', '<p>a</p>'],
    // `<scr<script>` is one unknown tag: what follows is harmless text.
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<svg><script>alert(1)</script></svg><style>p{}</style><iframe srcdoc="<script>x</script>"></iframe>ok', 'ok'],
    // Issue #15: an unclosed <svg> no longer takes the rest of the description with it; its markup is still dropped.
    ['<p>Nhà đẹp <svg onload=alert(1)><circle/></p><p>Sổ hồng riêng</p>', '<p>Nhà đẹp </p><p>Sổ hồng riêng</p>'],
    ['<p>a</p><script>alert(1)<p>b</p>', '<p>a</p>'],
  ],
  'drops event handlers and every other attribute': [
    ['<img src=x onerror=alert(1)>', ''],
    ['<p onclick="alert(1)" style="color:red" class="x">a</p>', '<p>a</p>'],
    ['<a href="https://vd.vn" onmouseover="alert(1)">x</a>', link('https://vd.vn/', 'x')],
    ['<p title=">" onerror="x">a</p>', '<p>a</p>'],
  ],
  'keeps an explicit http(s) link, encoded': [
    [`<a href='http://a.vn/?q="><script>'>x</a>`, link('http://a.vn/?q=%22%3E%3Cscript%3E', 'x')],
    ['<a href="http://a.vn/?q="><script>alert(1)</script>">x</a>', link('http://a.vn/?q=', '"&gt;x')],
    ["<a href='https://tuoitre.vn/tin'>báo</a>", link('https://tuoitre.vn/tin', 'báo')],
  ],
  'drops unknown tags but keeps their text, escaped': [
    ['<div><span>Giá</span> < 5 tỷ & còn thương lượng</div>', 'Giá &lt; 5 tỷ &amp; còn thương lượng'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['a<!-- <script>alert(1)</script> -->b<!DOCTYPE html><?xml x?>c', 'abc'],
    // Quotes are harmless in text; what could open a tag stays escaped.
    ['Giá&nbsp;tốt &quot;rẻ&quot;', 'Giá\u00a0tốt "rẻ"'],
  ],
  'closes what it opens, as a browser would, and ignores stray closing tags': [
    ['<p><strong>đậm<em>nghiêng</p>sau</li>', '<p><strong>đậm<em>nghiêng</em></strong></p>sau'],
    ['<ul><li>a<li>b', '<ul><li>a</li><li>b</li></ul>'],
  ],
};

describe('sanitizeHtml (sanitize-html with the description allow-list)', () => {
  for (const [rule, rows] of Object.entries(RULES)) test.each(rows)(`${rule}: %s`, expectSanitized);

  test.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java&#x09;script:alert(1)', '&#106;avascript:alert(1)', ' javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', '//evil.example', '/relative'])(
    'drops a link that is not explicit http(s): %s',
    (href) => expectSanitized(`<a href="${href}">x</a>`, '<a>x</a>'),
  );
});

describe('safeHref', () => {
  test('normalises http(s) URLs and refuses other schemes', () => {
    expect(safeHref('HTTPS://Example.vn/a b')).toBe('https://example.vn/a%20b');
    expect(safeHref('vbscript:msgbox(1)')).toBeNull();
    expect(safeHref('http:\\\\evil')).toBeNull();
  });
});
