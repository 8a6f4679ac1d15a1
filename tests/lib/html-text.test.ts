import { describe, expect, test } from 'vitest';
import { htmlToText, truncateText } from '~/lib/html-text';

describe('htmlToText', () => {
  test('drops tags and keeps the words apart where blocks and line breaks were', () => {
    expect(htmlToText('<p>Nhà <strong>đẹp</strong></p><p>sổ hồng</p>line<br/>two<br>three')).toBe('Nhà đẹp sổ hồng line two three');
    expect(htmlToText('<ul><li>Một</li><li>Hai</li></ul><h2>Tiêu đề</h2><div>Cuối</div>')).toBe('Một Hai Tiêu đề Cuối');
  });

  test('inline tags leave no space before punctuation or inside a word', () => {
    expect(htmlToText('<p>Nhà <strong>đẹp</strong>, sổ <em>hồng</em>.</p><p>Gọi <a href="tel:0900">0900</a>!</p>')).toBe('Nhà đẹp, sổ hồng. Gọi 0900!');
    expect(htmlToText('Căn<b>hộ</b> <img src="x.jpg">ảnh')).toBe('Cănhộ ảnh');
  });

  test('removes script and style elements with their content', () => {
    expect(htmlToText('a<script type="x">alert("x")</script>b<STYLE>p{color:red}</STYLE>c')).toBe('a b c');
  });

  test('decodes named, decimal and hexadecimal entities', () => {
    expect(htmlToText('Giá &lt;3 tỷ&gt; &amp; &quot;rẻ&quot; &apos;nhất&apos;&nbsp;!')).toBe('Giá <3 tỷ> & "rẻ" \'nhất\' !');
    expect(htmlToText('&#273;&#x1EA5;t &#X111;')).toBe('đất đ');
  });

  test('leaves unknown named entities as they are', () => {
    expect(htmlToText('a &foo; b')).toBe('a &foo; b');
  });

  test('leaves numeric entities outside Unicode as they are instead of throwing', () => {
    expect(htmlToText('a &#99999999; b &#x110000; c')).toBe('a &#99999999; b &#x110000; c');
    expect(htmlToText('a &#0; b &#xFFFFFFFFFFFF; c')).toBe('a &#0; b &#xFFFFFFFFFFFF; c');
  });

  test('collapses whitespace and trims', () => {
    expect(htmlToText('  \n<p>  a \t\n b </p>  ')).toBe('a b');
    expect(htmlToText('')).toBe('');
  });
});

describe('truncateText', () => {
  test('returns text that fits unchanged', () => {
    expect(truncateText('Bán nhà', 7)).toBe('Bán nhà');
    expect(truncateText('Bán nhà', 100)).toBe('Bán nhà');
  });

  test('cuts at the last space when it keeps most of the text, and adds an ellipsis', () => {
    expect(truncateText('Bán nhà mặt tiền Quận 7', 15)).toBe('Bán nhà mặt…');
  });

  test('cuts mid-word when the last space is too early', () => {
    expect(truncateText('Ab Supercalifragilistic', 10)).toBe('Ab Superca…');
  });

  test('does not leave a space before the ellipsis', () => {
    expect(truncateText('abcdefgh  ijkl', 10)).toBe('abcdefgh…');
  });
});
