import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { excerptFromHtml, htmlToText, truncateText } from '~/lib/html-text';

/** Each row: the HTML as written, and the plain text htmlToText must make of it. */
type Row = readonly [html: string, text: string];

const expectText = (html: string, text: string) => expect(htmlToText(html)).toBe(text);

describe('htmlToText', () => {
  test.each<Row>([
    ['<p>Nhà <strong>đẹp</strong></p><p>sổ hồng</p>line<br/>two<br>three', 'Nhà đẹp sổ hồng line two three'],
    ['<ul><li>Một</li><li>Hai</li></ul><h2>Tiêu đề</h2><div>Cuối</div>', 'Một Hai Tiêu đề Cuối'],
  ])('drops tags and keeps the words apart where blocks and line breaks were: %s', expectText);

  test.each<Row>([
    ['<p>Nhà <strong>đẹp</strong>, sổ <em>hồng</em>.</p><p>Gọi <a href="tel:0900">0900</a>!</p>', 'Nhà đẹp, sổ hồng. Gọi 0900!'],
    ['Căn<b>hộ</b> <img src="x.jpg">ảnh', 'Cănhộ ảnh'],
  ])('inline tags leave no space before punctuation or inside a word: %s', expectText);

  test.each<Row>([['a<script type="x">alert("x")</script>b<STYLE>p{color:red}</STYLE>c', 'a b c']])(
    'removes script and style elements with their content: %s',
    expectText,
  );

  test.each<Row>([
    ['Giá &lt;3 tỷ&gt; &amp; &quot;rẻ&quot; &apos;nhất&apos;&nbsp;!', 'Giá <3 tỷ> & "rẻ" \'nhất\' !'],
    ['&#273;&#x1EA5;t &#X111;', 'đất đ'],
  ])('decodes named, decimal and hexadecimal entities: %s', expectText);

  // Unknown names, and numbers outside Unicode (which would throw if decoded), stay as they are.
  test.each(['a &foo; b', 'a &#99999999; b &#x110000; c', 'a &#0; b &#xFFFFFFFFFFFF; c'])('leaves an entity it cannot decode as it is: %s', (html) =>
    expectText(html, html),
  );

  test.each<Row>([
    ['  \n<p>  a \t\n b </p>  ', 'a b'],
    ['', ''],
  ])('collapses whitespace and trims: %j', expectText);
});

describe('truncateText', () => {
  test.each([
    ['returns text that fits unchanged', 'Bán nhà', 7, 'Bán nhà'],
    ['returns text that fits unchanged', 'Bán nhà', 100, 'Bán nhà'],
    ['cuts at the last space when it keeps most of the text, and adds an ellipsis', 'Bán nhà mặt tiền Quận 7', 15, 'Bán nhà mặt…'],
    ['cuts mid-word when the last space is too early', 'Ab Supercalifragilistic', 10, 'Ab Superca…'],
    ['does not leave a space before the ellipsis', 'abcdefgh  ijkl', 10, 'abcdefgh…'],
  ] as const)('%s: %s in %i', (_rule, text, length, expected) => {
    expect(truncateText(text, length)).toBe(expected);
  });
});

// Descriptions as members write them and as an upstream might send them: tags cut anywhere by the
// prefix, entities, stray brackets, unclosed script and style elements, long attribute values.
const descriptionPiece = fc.constantFrom(
  'Nhà', 'đẹp', 'sổ hồng', ' ', '\n', ',', '<p>', '</p>', '<b>', '</b>', '<br>', '<br/>', '<li>', '<a href="tel:0900000001" title="gọi ngay cho chủ nhà">',
  '</a>', '&amp;', '&#273;', '&#x1EA5;', '&nbsp;', '&foo;', '&#99999999;', '&#x000000001EA5;', '<', '>', 'giá <3 tỷ', '<script>alert(1)</script>', '<style>p{}</style>',
  '<script>', '</SCRIPT>', '<STYLE>', '<img src="x.jpg">',
);
const description = fc.array(descriptionPiece, { maxLength: 600, size: 'max' }).map((pieces) => pieces.join(''));

describe('excerptFromHtml', () => {
  test('is the whole description converted and cut, whatever the length', () => {
    fc.assert(
      fc.property(description, fc.integer({ min: 1, max: 200 }), (html, max) => {
        expect(excerptFromHtml(html, max)).toBe(truncateText(htmlToText(html), max));
      }),
      { numRuns: 500 },
    );
  });

  test('does not take an entity the prefix cuts open for text', () => {
    const html = `<p title="${'x'.repeat(50)}">Nhà đẹp&#x000000001EA5;t ở trung tâm</p>`;
    expect(excerptFromHtml(html, 10)).toBe('Nhà đẹpất…');
  });
});
