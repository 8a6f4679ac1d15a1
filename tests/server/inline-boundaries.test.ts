import { PassThrough } from 'node:stream';
import { createElement as h, Suspense, use, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { inlineCompletedBoundaries } from '../../src/serving/inline-boundaries';

/** Text long enough (> 500 bytes) for React to outline the boundary holding it. */
const bulky = (label: string) => h('p', { className: 'x'.repeat(520) }, label);

/** A value that is ready only after the shell has been written (a really pending boundary). */
function Later({ promise }: { promise: Promise<string> }) {
  return h('em', null, use(promise));
}

function Page({ later }: { later: Promise<string> }): ReactNode {
  return h(
    'main',
    null,
    h('h1', null, 'Rao vặt'),
    h(Suspense, { fallback: h('span', null, 'menu…') }, bulky('menu')),
    h('ul', null, ...['a', 'b', 'c'].map((key) => h('li', { key }, h(Suspense, { fallback: null }, bulky(`card ${key}`))))),
    h(
      Suspense,
      { fallback: h('div', null, h(Suspense, { fallback: null }, h('i', null, 'skeleton'))) },
      bulky('outer'),
      h(Suspense, { fallback: h('b', null, 'inner…') }, bulky('inner'), h(Later, { promise: later })),
    ),
    h(Suspense, { fallback: null }, h('small', null, 'tiny')),
  );
}

/** The whole document React streams for the page, with the given chunk size. */
function render(progressiveChunkSize: number): Promise<string> {
  let resolveLater: (value: string) => void = () => undefined;
  const later = new Promise<string>((resolve) => {
    resolveLater = resolve;
  });
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    let html = '';
    sink.on('data', (chunk: Buffer) => {
      html += chunk.toString('utf8');
    });
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(h('html', null, h('body', null, h(Page, { later }))), {
      progressiveChunkSize,
      nonce: 'n0nce',
      onShellReady: () => {
        stream.pipe(sink);
        setTimeout(() => resolveLater('ready later'), 10);
      },
      onShellError: reject,
      onError: reject,
    });
  });
}

/** The document without React's reveal runtime, which stays when a boundary was outlined. */
const withoutRuntime = (html: string) => html.replace(/<script nonce="n0nce">\$RB=[\s\S]*?<\/script>/, '').replace(/<script nonce="n0nce">requestAnimationFrame[\s\S]*?<\/script>/, '');

describe('inlineCompletedBoundaries', () => {
  test('a document whose boundaries React outlined becomes the one React writes when it outlines nothing', async () => {
    const outlined = await render(0);
    expect(outlined).toContain('<!--$?--><template id="B:');
    expect(outlined).toContain('$RC("B:');
    const inline = inlineCompletedBoundaries(outlined);
    expect(inline).not.toContain('<!--$?-->');
    expect(inline).not.toContain('$RC("B:');
    expect(inline).not.toContain('<div hidden id="S:');
    expect(inline).not.toContain('menu…');
    // Rendered again with nothing outlined, only the boundary that was really pending at the shell
    // is sent apart; put back in place too, both documents are the same.
    const inOrder = await render(Number.MAX_SAFE_INTEGER);
    expect(inOrder.match(/<!--\$\?-->/g)).toHaveLength(1);
    expect(withoutRuntime(inline)).toBe(withoutRuntime(inlineCompletedBoundaries(inOrder)));
  });

  test('a document without outlined boundaries is returned unchanged', () => {
    const html = '<main><!--$--><p>ok</p><!--/$--></main>';
    expect(inlineCompletedBoundaries(html)).toBe(html);
  });

  test('an errored boundary and a placeholder whose content never came stay as React wrote them', () => {
    const html =
      '<main><!--$?--><template id="B:0"></template><span>loading</span><!--/$--><!--$?--><template id="B:1"></template><!--/$--></main>' +
      '<div hidden id="S:1"><p>card</p></div><script>$RC("B:1","S:1")</script><script>$RX("B:0","digest")</script>';
    expect(inlineCompletedBoundaries(html)).toBe(
      '<main><!--$?--><template id="B:0"></template><span>loading</span><!--/$--><!--$--><p>card</p><!--/$--></main><script>$RX("B:0","digest")</script>',
    );
  });

  test('a segment not followed by its reveal script leaves the document untouched', () => {
    const html = '<main><!--$?--><template id="B:0"></template><!--/$--></main><div hidden id="S:0"><p>card</p></div>';
    expect(inlineCompletedBoundaries(html)).toBe(html);
  });
});
