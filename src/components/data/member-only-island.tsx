'use client';
import { useEffect, useRef, type ComponentType, type MouseEvent } from 'react';
import { css } from 'styled-system/css';
import { useAuthStatus } from '../auth/use-auth';
import { dataIsland } from './data-island';

/** How long a tap on a waiting control is kept for it: later, its outcome would surprise. */
const KEEP_TAP_MS = 8_000;

/**
 * A control whose data part only a member needs ("Lưu tìm kiếm", "Báo cáo tin", …): a guest gets
 * `Guest` (which offers sign-in) and loads no data layer; everyone sees `Waiting` (the same button,
 * marked `data-waiting`, looking ready) while the auth machine starts (a second or more on a slow
 * phone) and while a member's part loads.
 *
 * A tap in that time is not lost: it is kept, and once the real button is in place — the guest's
 * or the member's, with the same label — it is pressed for the visitor. A label that changed (the
 * search is already saved) is a different action, so nothing is pressed then.
 */
export function memberOnlyIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Waiting: ComponentType<Props>,
  Guest: ComponentType<Props>,
): ComponentType<Props> {
  const Live = dataIsland(load, Waiting);
  function MemberOnlyIsland(props: Props) {
    const status = useAuthStatus();
    const { box, keepTap } = useTapWhileWaiting();
    return (
      <span ref={box} className={contents} onClickCapture={keepTap}>
        {status === 'signedIn' ? <Live {...props} /> : status === 'signedOut' ? <Guest {...props} /> : <Waiting {...props} />}
      </span>
    );
  }
  return MemberOnlyIsland;
}

const labelOf = (button: HTMLElement) => button.textContent.trim();

function useTapWhileWaiting() {
  const box = useRef<HTMLSpanElement>(null);
  const tap = useRef<{ label: string; at: number } | null>(null);

  const keepTap = (event: MouseEvent<HTMLSpanElement>) => {
    const waiting = event.target instanceof Element ? event.target.closest<HTMLElement>('button[data-waiting]') : null;
    if (waiting !== null) tap.current = { label: labelOf(waiting), at: Date.now() };
  };

  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    let pressing: ReturnType<typeof setTimeout> | undefined;
    const pressKeptTap = () => {
      const kept = tap.current;
      if (kept === null || element.querySelector('button[data-waiting]') !== null) return;
      tap.current = null;
      if (Date.now() - kept.at > KEEP_TAP_MS) return;
      const ready = [...element.querySelectorAll<HTMLButtonElement>('button')].find((button) => labelOf(button) === kept.label && !button.disabled);
      if (ready === undefined) return;
      // After React's commit has finished, so the button's handler is the new one; focus first,
      // as a tap would have (the waiting button that had it is gone), so a dialog returns it here.
      pressing = setTimeout(() => {
        ready.focus({ preventScroll: true });
        ready.click();
      }, 0);
    };
    const observer = new MutationObserver(pressKeptTap);
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-waiting'] });
    return () => {
      observer.disconnect();
      clearTimeout(pressing);
    };
  }, []);

  return { box, keepTap };
}

const contents = css({ display: 'contents' });
