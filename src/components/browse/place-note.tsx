import { css } from 'styled-system/css';
import type { SearchPlace } from '~/lib/contract/list';

/** What the note says of a place: where a former unit lies today, or where a current one is. */
export function placeSentence(place: SearchPlace): string {
  switch (place.kind) {
    case 'old_province':
    case 'old_district':
      return `${place.name} nay thuộc ${place.now}.`;
    case 'ward':
      return `${place.name}, ${place.now}.`;
    case 'province':
      return `Tin ở ${place.now}.`;
  }
}

/**
 * Said when the search's words named a place (list-article `place`): the results are the listings
 * there, and the other words were the text searched — so "xe máy quảng nam" reads as motorbikes in
 * what is now Đà Nẵng, not as a text match of "quảng" and "nam".
 */
export function PlaceNote({ place }: { place: SearchPlace }) {
  return (
    <p className={note} data-testid="place-note">
      {place.text === '' ? `Đang hiện tin ở ${place.name}. ` : `Đang tìm “${place.text}” ở ${place.name}. `}
      {placeSentence(place)}
    </p>
  );
}

const note = css({ mb: '4', fontSize: 'sm', color: 'fg.muted' });
