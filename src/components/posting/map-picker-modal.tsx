'use client';
/**
 * Spec §2's map-picker modal: the listing's map (the same Leaflet map as the detail page, with its
 * offline province outlines when tiles cannot load); a click moves the pin, "Chọn vị trí này"
 * keeps it. With no pin yet it opens on the province chosen in the step (src/lib/province-frames.ts:
 * no offline data places a ward, so the province is as close as it gets).
 */
import { onDemand } from '~/components/ui/on-demand';
import { CodePending } from '~/components/ui/code-pending';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { provinceFrame } from '~/lib/province-frames';
import { Dialog } from '../ui/dialog';

const LeafletMap = onDemand(
  () => import('../detail/location-map-leaflet').then((module) => module.LocationMapLeaflet),
  () => <CodePending className={loading} loading="Đang tải bản đồ…" />,
);

/** Ho Chi Minh City's centre: where the pin starts when the listing has neither a pin nor a province. */
const DEFAULT_POINT = { lat: 10.7769, lng: 106.7009 };

interface MapPickerProps {
  readonly open: boolean;
  readonly lat: number | null;
  readonly lng: number | null;
  /** The province chosen in the step (2025 code and name), or empty. */
  readonly provinceCode: string;
  readonly provinceName: string;
  readonly onClose: () => void;
  readonly onPick: (lat: number, lng: number) => void;
}

export function MapPickerModal({ open, lat, lng, provinceCode, provinceName, onClose, onPick }: MapPickerProps) {
  const [frame] = useState(() => (lat === null || lng === null ? provinceFrame(provinceCode) : null));
  const [point, setPoint] = useState(() => {
    if (lat !== null && lng !== null) return { lat, lng };
    return frame ? { lat: frame.centre[0], lng: frame.centre[1] } : DEFAULT_POINT;
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Chọn vị trí trên bản đồ"
      size="xl"
      testId="map-picker"
      footer={
        <>
          <button type="button" className={button({ variant: 'outline' })} onClick={onClose}>
            Huỷ
          </button>
          <button
            type="button"
            className={button()}
            onClick={() => {
              onPick(Number(point.lat.toFixed(6)), Number(point.lng.toFixed(6)));
              onClose();
            }}
          >
            Chọn vị trí này
          </button>
        </>
      }
    >
      <p className={hint} data-testid="map-picker-hint">
        {frame && provinceName ? `Bản đồ đang mở ở ${provinceName}. ` : ''}Bấm vào bản đồ để đặt ghim đúng vị trí.
      </p>
      <div className={mapFrame}>
        {open ? (
          <LeafletMap lat={point.lat} lng={point.lng} frame={frame?.bounds} label="Vị trí tin đăng" onPick={(pickedLat, pickedLng) => setPoint({ lat: pickedLat, lng: pickedLng })} />
        ) : null}
      </div>
      <p className={hint} data-testid="map-picker-point">
        Vĩ độ {point.lat.toFixed(5)}, kinh độ {point.lng.toFixed(5)}
      </p>
    </Dialog>
  );
}

const hint = css({ color: 'fg.muted', fontSize: 'sm' });
const mapFrame = css({ position: 'relative', h: { base: '300px', md: '400px' }, borderRadius: 'md', overflow: 'hidden', bg: 'bg.muted', isolation: 'isolate' });
const loading = css({ p: '4', color: 'fg.muted' });
