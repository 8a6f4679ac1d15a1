'use client';
/**
 * The price filter: presets for the category (sale or rent for real estate) and a custom range in
 * triệu, in a native <details> popover (keyboard and screen readers know it; no library).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { rangeText, shortPrice, type RangePreset } from '~/lib/browse-options';
import { control, field, fieldLabel } from './filter-styles';

const MILLION = 1_000_000;

interface PriceFilterProps {
  readonly presets: readonly RangePreset[];
  readonly min: number | undefined;
  readonly max: number | undefined;
  readonly onChange: (range: { priceMin: number | undefined; priceMax: number | undefined }) => void;
}

const toMillions = (vnd: number | undefined) => (vnd === undefined ? '' : String(vnd / MILLION));

function readMillions(text: string): number | undefined | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * MILLION) : null;
}

export function PriceFilter({ presets, min, max, onChange }: PriceFilterProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const [from, setFrom] = useState(toMillions(min));
  const [to, setTo] = useState(toMillions(max));
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const summaryId = useId();
  const current = rangeText(min, max, shortPrice);

  const choose = (range: { priceMin: number | undefined; priceMax: number | undefined }) => {
    if (details.current) details.current.open = false;
    onChange(range);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const low = readMillions(from);
    const high = readMillions(to);
    if (low === null || high === null) {
      setError('Vui lòng nhập giá bằng số (đơn vị triệu đồng).');
      return;
    }
    setError(null);
    // A reversed range is what the visitor meant the other way round.
    const swap = low !== undefined && high !== undefined && low > high;
    choose({ priceMin: swap ? high : low, priceMax: swap ? low : high });
  };

  return (
    <div className={field}>
      <span id={labelId} className={fieldLabel}>
        Khoảng giá
      </span>
      <details ref={details} className={popover}>
        <summary id={summaryId} className={`${control} ${summary}`} aria-labelledby={`${labelId} ${summaryId}`} data-active={current !== undefined}>
          {current ?? 'Tất cả mức giá'}
        </summary>
        <div className={panel}>
          <ul className={presetList}>
            <li>
              <button type="button" className={presetButton} aria-pressed={current === undefined} onClick={() => choose({ priceMin: undefined, priceMax: undefined })}>
                Tất cả mức giá
              </button>
            </li>
            {presets.map((preset) => (
              <li key={preset.label}>
                <button
                  type="button"
                  className={presetButton}
                  aria-pressed={preset.min === min && preset.max === max}
                  onClick={() => choose({ priceMin: preset.min, priceMax: preset.max })}
                >
                  {preset.label}
                </button>
              </li>
            ))}
          </ul>
          <form onSubmit={submit} className={custom} aria-label="Khoảng giá tùy chọn">
            <p className={customTitle}>Tùy chọn (triệu đồng)</p>
            <div className={inputs}>
              <input className={control} inputMode="decimal" placeholder="Từ" aria-label="Giá từ (triệu đồng)" value={from} onChange={(event) => setFrom(event.target.value)} />
              <span aria-hidden="true">–</span>
              <input className={control} inputMode="decimal" placeholder="Đến" aria-label="Giá đến (triệu đồng)" value={to} onChange={(event) => setTo(event.target.value)} />
            </div>
            {error ? (
              <p role="alert" className={errorText}>
                {error}
              </p>
            ) : null}
            <button type="submit" className={button({ size: 'sm' })}>
              Áp dụng
            </button>
          </form>
        </div>
      </details>
    </div>
  );
}

const popover = css({ position: 'relative' });
const summary = css({ display: 'flex', alignItems: 'center', listStyle: 'none', whiteSpace: 'nowrap', overflow: 'hidden', '&::-webkit-details-marker': { display: 'none' }, _after: { content: '"▾"', ml: 'auto', pl: '2', color: 'fg.subtle' } });
const panel = css({
  position: 'absolute',
  zIndex: 20,
  top: 'calc(100% + 4px)',
  left: '0',
  w: '280px',
  maxW: 'calc(100vw - 24px)',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'raised',
  p: '3',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
});
const presetList = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '1.5' });
const presetButton = css({
  w: '100%',
  textAlign: 'left',
  px: '2.5',
  py: '1.5',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'xs',
  cursor: 'pointer',
  _hover: { borderColor: 'fg.accent', color: 'fg.accent' },
  '&[aria-pressed=true]': { bg: 'bg.accentSubtle', borderColor: 'fg.accent', color: 'fg.accent', fontWeight: 'semibold' },
});
const custom = css({ display: 'flex', flexDirection: 'column', gap: '2', borderTopWidth: '1px', borderColor: 'border.default', pt: '3' });
const customTitle = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' });
const inputs = css({ display: 'flex', alignItems: 'center', gap: '2', '& input': { cursor: 'text' } });
const errorText = css({ fontSize: 'xs', color: 'fg.accent' });
