import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { onDemand } from '~/components/ui/on-demand';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const greeting = ({ name }: { name: string }) => createElement('p', null, `Xin chào ${name}`);
const waiting = () => createElement('span', null, 'Đang tải…');

afterEach(() => vi.unstubAllGlobals());

/** A part whose code is the greeting, counting how often it was asked for. */
function countedPart() {
  const asked = { loads: 0 };
  const Part = onDemand(async () => {
    asked.loads += 1;
    return greeting;
  }, waiting);
  return { Part, asked };
}

describe('onDemand', () => {
  test('renders its loading part until the code is here, then the part itself without a Suspense round', async () => {
    const { Part, asked } = countedPart();
    expect(renderToString(createElement(Part, { name: 'An' }))).toContain('Đang tải…');
    await settle();
    const html = renderToString(createElement(Part, { name: 'An' }));
    expect(html).toContain('Xin chào An');
    expect(html).not.toContain('<!--$');
    expect(asked.loads).toBe(1);
  });

  test('preload asks for the code once, before the part renders', async () => {
    const { Part, asked } = countedPart();
    Part.preload();
    Part.preload();
    await settle();
    expect(renderToString(createElement(Part, { name: 'Bình' }))).toBe('<p>Xin chào Bình</p>');
    expect(asked.loads).toBe(1);
  });

  test('a preload that failed is forgotten: the next one asks again', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    let loads = 0;
    const Part = onDemand(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed');
      return greeting;
    }, waiting);
    Part.preload();
    await settle();
    Part.preload();
    await settle();
    expect(loads).toBe(2);
    expect(renderToString(createElement(Part, { name: 'Chi' }))).toBe('<p>Xin chào Chi</p>');
  });
});
