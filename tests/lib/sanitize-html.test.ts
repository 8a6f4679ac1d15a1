import { describe, expect, test } from 'vitest';
import { safeHref, sanitizeHtml } from '../../src/lib/sanitize-html';

describe('sanitizeHtml (sanitize-html with the description allow-list)', () => {
  test('keeps the allowed formatting as it is', () => {
    const html = '<h3>Mô tả</h3><p>Nhà <strong>đẹp</strong>, <em>sổ hồng</em> <b>riêng</b> <i>chính chủ</i>.<br />Liên hệ</p><ul><li>3 PN</li></ul><ol><li>1</li></ol><h4>Tiện ích</h4>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('a<br>b')).toBe('a<br />b');
  });

  test('removes script elements with their content', () => {
    expect(sanitizeHtml('<p>Chào<script>alert(1)</script> bạn</p>')).toBe('<p>Chào bạn</p>');
    expect(sanitizeHtml('<SCRIPT type="text/javascript">alert(1)</SCRIPT >còn lại')).toBe('còn lại');
    expect(sanitizeHtml('<p>a<script>never closed <p>b</p>')).toBe('<p>a</p>');
    // `<scr<script>` is one unknown tag: what follows is harmless text.
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg><style>p{}</style><iframe srcdoc="<script>x</script>"></iframe>ok')).toBe('ok');
    // Issue #15: an unclosed <svg> no longer takes the rest of the description with it; its markup is still dropped.
    expect(sanitizeHtml('<p>Nhà đẹp <svg onload=alert(1)><circle/></p><p>Sổ hồng riêng</p>')).toBe('<p>Nhà đẹp </p><p>Sổ hồng riêng</p>');
    expect(sanitizeHtml('<p>a</p><script>alert(1)<p>b</p>')).toBe('<p>a</p>');
  });

  test('drops event handlers and every other attribute', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<a href="https://vd.vn" onmouseover="alert(1)">x</a>')).toBe(
      '<a href="https://vd.vn/" rel="nofollow noopener" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<p title=">" onerror="x">a</p>')).toBe('<p>a</p>');
  });

  test('keeps only explicit http(s) links', () => {
    const plain = (href: string) => sanitizeHtml(`<a href="${href}">x</a>`);
    expect(plain('javascript:alert(1)')).toBe('<a>x</a>');
    expect(plain('JaVaScRiPt:alert(1)')).toBe('<a>x</a>');
    expect(plain('java&#x09;script:alert(1)')).toBe('<a>x</a>');
    expect(plain('&#106;avascript:alert(1)')).toBe('<a>x</a>');
    expect(plain(' javascript:alert(1)')).toBe('<a>x</a>');
    expect(plain('data:text/html;base64,PHNjcmlwdD4=')).toBe('<a>x</a>');
    expect(plain('//evil.example')).toBe('<a>x</a>');
    expect(plain('/relative')).toBe('<a>x</a>');
    expect(sanitizeHtml(`<a href='http://a.vn/?q="><script>'>x</a>`)).toBe(
      '<a href="http://a.vn/?q=%22%3E%3Cscript%3E" rel="nofollow noopener" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="http://a.vn/?q="><script>alert(1)</script>">x</a>')).toBe(
      '<a href="http://a.vn/?q=" rel="nofollow noopener" target="_blank">"&gt;x</a>',
    );
    expect(sanitizeHtml("<a href='https://tuoitre.vn/tin'>báo</a>")).toBe(
      '<a href="https://tuoitre.vn/tin" rel="nofollow noopener" target="_blank">báo</a>',
    );
  });

  test('drops unknown tags but keeps their text, escaped', () => {
    expect(sanitizeHtml('<div><span>Giá</span> < 5 tỷ & còn thương lượng</div>')).toBe('Giá &lt; 5 tỷ &amp; còn thương lượng');
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitizeHtml('a<!-- <script>alert(1)</script> -->b<!DOCTYPE html><?xml x?>c')).toBe('abc');
    // Quotes are harmless in text; what could open a tag stays escaped.
    expect(sanitizeHtml('Giá&nbsp;tốt &quot;rẻ&quot;')).toBe('Giá\u00a0tốt "rẻ"');
  });

  test('closes what it opens, as a browser would, and ignores stray closing tags', () => {
    expect(sanitizeHtml('<p><strong>đậm<em>nghiêng</p>sau</li>')).toBe('<p><strong>đậm<em>nghiêng</em></strong></p>sau');
    expect(sanitizeHtml('<ul><li>a<li>b')).toBe('<ul><li>a</li><li>b</li></ul>');
  });
});

describe('safeHref', () => {
  test('normalises http(s) URLs and refuses other schemes', () => {
    expect(safeHref('HTTPS://Example.vn/a b')).toBe('https://example.vn/a%20b');
    expect(safeHref('vbscript:msgbox(1)')).toBeNull();
    expect(safeHref('http:\\\\evil')).toBeNull();
  });
});
