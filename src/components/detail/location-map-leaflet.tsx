'use client';
/**
 * The Leaflet map itself (react-leaflet 5). Tiles come from NEXT_PUBLIC_MAP_TILE_URL when it is set;
 * when it is not, or when tiles keep failing (no internet, as on these machines), the base layer is
 * the offline outline of Vietnam's provinces from public/geo (870 KB, fetched only now). The marker
 * icon is an explicit `L.icon` built from the package's PNGs (toolchain P11: bundlers break
 * Leaflet's default icon path detection).
 * @see https://react-leaflet.js.org/docs/api-map/
 * @see public/geo/SOURCE.md
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import type { GeoJsonObject } from 'geojson';
import { useEffect, useRef, useState } from 'react';
import { GeoJSON, MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { css } from 'styled-system/css';
import { env } from '~/env';

const PROVINCES_URL = '/geo/vietnam-provinces.geojson';
const PROVINCES_ATTRIBUTION = 'Ranh giới tỉnh: vietnamese-provinces-database (MIT)';
const PROVINCE_ZOOM = 9;
/** Tile errors with no tile loaded at all before the map gives up on tiles. */
const TILE_FAILURES_BEFORE_FALLBACK = 4;

/** Turbopack gives these imports as a URL string, webpack as `{ src }`: accept both. */
function assetUrl(asset: unknown): string {
  if (typeof asset === 'string') return asset;
  if (typeof asset === 'object' && asset !== null && 'src' in asset && typeof asset.src === 'string') return asset.src;
  throw new Error('Leaflet marker image has no URL');
}

const pin = L.icon({
  iconUrl: assetUrl(markerIcon),
  iconRetinaUrl: assetUrl(markerIcon2x),
  shadowUrl: assetUrl(markerShadow),
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});


function ProvincesLayer() {
  const [data, setData] = useState<GeoJsonObject | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch(PROVINCES_URL, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<GeoJsonObject>) : Promise.reject(new Error(String(response.status)))))
      .then(setData)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, []);
  if (failed) return <p className={notice}>Không tải được bản đồ nền. Vị trí vẫn được đánh dấu bằng ghim.</p>;
  return data ? <GeoJSON data={data} style={{ className: province }} attribution={PROVINCES_ATTRIBUTION} /> : null;
}

/** Province outlines carry no street detail: zoom out to where they help (once, on falling back). */
function ProvinceZoom() {
  const map = useMap();
  useEffect(() => {
    if (map.getZoom() > PROVINCE_ZOOM) map.setZoom(PROVINCE_ZOOM);
  }, [map]);
  return null;
}

/** The map picker's click: the pin moves where the member clicks (posting wizard). */
function PickOnClick({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

interface LocationMapProps {
  readonly lat: number;
  readonly lng: number;
  readonly label: string;
  readonly onPick?: (lat: number, lng: number) => void;
  /** Open on this box ([[south, west], [north, east]]) instead of close around the pin: a province, for a pin not yet placed. */
  readonly frame?: readonly [readonly [number, number], readonly [number, number]] | undefined;
}

export function LocationMapLeaflet({ lat, lng, label, onPick, frame }: LocationMapProps) {
  const tileUrl = env.NEXT_PUBLIC_MAP_TILE_URL;
  const [tilesFailed, setTilesFailed] = useState(tileUrl === undefined);
  const tiles = useRef({ loaded: 0, failed: 0 });

  return (
    <div className={map} data-base-layer={tilesFailed ? 'provinces' : 'tiles'}>
      <MapContainer
        {...(frame ? { bounds: L.latLngBounds([...frame[0]], [...frame[1]]) } : { center: [lat, lng] as [number, number], zoom: tilesFailed ? PROVINCE_ZOOM : 15 })}
        scrollWheelZoom={false}
        className={map}
      >
        {tileUrl && !tilesFailed ? (
          <TileLayer
            url={tileUrl}
            attribution={env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION ?? ''}
            eventHandlers={{
              tileload: () => {
                tiles.current.loaded += 1;
              },
              tileerror: () => {
                tiles.current.failed += 1;
                if (tiles.current.loaded === 0 && tiles.current.failed >= TILE_FAILURES_BEFORE_FALLBACK) setTilesFailed(true);
              },
            }}
          />
        ) : null}
        {tilesFailed ? (
          <>
            <ProvincesLayer />
            <ProvinceZoom />
          </>
        ) : null}
        {onPick ? <PickOnClick onPick={onPick} /> : null}
        <Marker position={[lat, lng]} icon={pin} alt="Vị trí tin đăng" title={label}>
          <Popup>{label}</Popup>
        </Marker>
      </MapContainer>
    </div>
  );
}

// Colours from the theme: a CSS rule wins over the stroke/fill attributes Leaflet writes on the paths.
const province = css({ stroke: 'ink.500', strokeWidth: '1', fill: 'ink.200', fillOpacity: 0.35 });
const map = css({ w: '100%', h: '100%', bg: 'bg.canvas' });
const notice = css({ position: 'absolute', zIndex: 1000, left: '2', bottom: '2', px: '2', py: '1', bg: 'bg.surface', fontSize: 'xs', borderRadius: 'sm' });
