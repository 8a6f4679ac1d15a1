import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { SearchPlace } from '~/lib/contract/list';

/**
 * A place's name or a list of them ('TP. Đà Nẵng, Quảng Ngãi'), each kept on one line: at 390 px
 * "TP." was left at a line's end with "Hồ Chí Minh" on the next.
 */
function Names({ names }: { names: string }) {
  const parts = names.split(', ');
  return parts.map((name, index) => (
    <span key={name}>
      <span className={unbroken}>{name}</span>
      {index < parts.length - 1 ? ', ' : null}
    </span>
  ));
}

/** What the note says of a place: where a former unit lies today, or where a current one is. */
function placeSentence(place: SearchPlace): ReactNode {
  const name = <Names names={place.name} />;
  const now = <Names names={place.now} />;
  switch (place.kind) {
    case 'old_province':
    case 'old_district':
      return (
        <>
          {name} nay thuộc {now}.
        </>
      );
    case 'ward':
      return (
        <>
          {name}, {now}.
        </>
      );
    case 'province':
      return <>Tin ở {now}.</>;
  }
}

/**
 * Said when the search's words named a place (list-article `place`): the results are the listings
 * there, and the other words were the text searched — so "xe máy quảng nam" reads as motorbikes in
 * what is now Đà Nẵng, not as a text match of "quảng" and "nam".
 */
export function PlaceNote({ place }: { place: SearchPlace }) {
  const name = <Names names={place.name} />;
  return (
    <p className={note} data-testid="place-note">
      {place.text === '' ? <>Đang hiện tin ở {name}. </> : <>Đang tìm “{place.text}” ở {name}. </>}
      {placeSentence(place)}
    </p>
  );
}

const note = css({ mb: '4', fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' });
const unbroken = css({ whiteSpace: 'nowrap' });
