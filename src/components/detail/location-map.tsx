'use client';
/**
 * The listing's map, loaded lazily: Leaflet (browser-only, ~40 KB gzip plus CSS) is fetched when
 * the map area comes near the viewport or the visitor presses the button, never on first paint.
 * @see /work/shared/reference/toolchain.md P11
 */
import { onDemand } from '~/components/ui/on-demand';
import { CodePending } from '~/components/ui/code-pending';
import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useInViewOnce } from './use-in-view';
import { MapIcon } from './icons';

const LeafletMap = onDemand(
  () => import('./location-map-leaflet').then((module) => module.LocationMapLeaflet),
  () => <CodePending className={placeholderText} loading="Đang tải bản đồ…" />,
);

export function LocationMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const near = useInViewOnce(frameRef);
  const [opened, setOpened] = useState(false);
  return (
    <div ref={frameRef} className={frame} data-testid="location-map">
      {near || opened ? (
        <LeafletMap lat={lat} lng={lng} label={label} />
      ) : (
        <button type="button" className={placeholder} onClick={() => setOpened(true)}>
          <MapIcon /> Xem bản đồ
        </button>
      )}
    </div>
  );
}

const frame = css({ position: 'relative', h: { base: '280px', md: '360px' }, borderRadius: 'md', overflow: 'hidden', bg: 'bg.muted', isolation: 'isolate' });
const placeholder = css({
  w: '100%',
  h: '100%',
  cursor: 'pointer',
  color: 'fg.muted',
  fontWeight: 'semibold',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
});
const placeholderText = css({ p: '4', color: 'fg.muted' });
