import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { formatPoints } from '~/lib/points';
import { formatDate } from '~/lib/time';
import type { PointPackView, PriceGroupView, ServicePackageView } from '~/server/dto/price-board';

/** One table per price-list group: service, option, price in points. */
export function PriceGroupTables({ groups }: { groups: readonly PriceGroupView[] }) {
  return (
    <>
      {groups.map((group) => (
        <TableFrame key={group.key} caption={group.title} fixed>
          {/* Same column widths in every group, so the tables read as one board. */}
          <colgroup>
            <col className={nameColumn} />
            <col className={priceColumn} />
            <col />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">Dịch vụ</th>
              <th scope="col" className={numeric}>
                Giá
              </th>
              <th scope="col">Thời hạn / số lần</th>
            </tr>
          </thead>
          <tbody>
            {group.items.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  {item.name}
                  {item.endsAt ? <span className={note}>Áp dụng đến hết ngày {formatDate(item.endsAt)}</span> : null}
                </th>
                <td className={numeric}>{formatPoints(item.points)}</td>
                <td>{item.option ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      ))}
    </>
  );
}

export function PointPackTable({ packs, caption = 'Gói điểm' }: { packs: readonly PointPackView[]; caption?: string }) {
  return (
    <TableFrame caption={caption} captionHidden>
      <thead>
        <tr>
          <th scope="col">Gói</th>
          <th scope="col" className={numeric}>
            Giá
          </th>
          <th scope="col" className={numeric}>
            Điểm nhận
          </th>
        </tr>
      </thead>
      <tbody>
        {packs.map((pack) => (
          <tr key={pack.id}>
            <th scope="row">
              {pack.name}
              <span className={note}>Hạn dùng {pack.validityDays} ngày</span>
            </th>
            <td className={numeric}>{pack.priceText}</td>
            <td className={numeric}>
              {formatPoints(pack.points)}
              {pack.bonus > 0 ? <span className={note}>+ {formatPoints(pack.bonus)} thưởng</span> : null}
              {pack.extra > 0 ? <span className={gift}>Tặng thêm {formatPoints(pack.extra)}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

export function ServicePackageTable({ packages }: { packages: readonly ServicePackageView[] }) {
  return (
    <TableFrame caption="Gói dịch vụ đăng tin" captionHidden>
      <thead>
        <tr>
          <th scope="col">Gói</th>
          <th scope="col">Số tin</th>
          <th scope="col" className={numeric}>
            Giá gói
          </th>
        </tr>
      </thead>
      <tbody>
        {packages.map((pkg) => (
          <tr key={pkg.id}>
            <th scope="row">
              {pkg.name}
              <span className={note}>
                {pkg.days} ngày mỗi tin · tiết kiệm {pkg.discount}%{pkg.autoPush ? ' · tự động đẩy tin' : ''}
                {pkg.onHomePage ? ' · lên trang chủ' : ''}
              </span>
            </th>
            <td>
              {pkg.quota} tin {pkg.tierLabel}
            </td>
            <td className={numeric}>
              {formatPoints(pkg.points)}
              <span className={note}>{pkg.priceText}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

/**
 * Caption above, horizontal scrolling on narrow screens (focusable, so keyboards can scroll it).
 * Table typography comes from the info page's prose styles (info-article.tsx).
 */
function TableFrame({
  caption,
  captionHidden = false,
  fixed = false,
  children,
}: {
  caption: string;
  /** When the section heading above already names the table: the caption stays for screen readers only. */
  captionHidden?: boolean;
  /** Column widths come from the table's <colgroup>, not from its content. */
  fixed?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={frame} aria-label={caption}>
      <h3 className={captionHidden ? srOnly : captionStyle}>{caption}</h3>
      <div data-scroll-table="" tabIndex={0} role="region" aria-label={`Bảng: ${caption}`}>
        <table className={fixed ? fixedLayout : undefined}>
          {children}
        </table>
      </div>
    </section>
  );
}

/** Shown in place of a table whose data could not be loaded. */
export function Unavailable({ what }: { what: string }) {
  return (
    <p role="status" className={unavailable}>
      Chưa tải được {what}, vui lòng tải lại trang sau ít phút hoặc gọi hotline để được báo giá.
    </p>
  );
}

const frame = css({ '& + &': { mt: '6' } });
const srOnly = css({ srOnly: true });
const fixedLayout = css({ tableLayout: 'fixed' });
const nameColumn = css({ w: { base: '46%', md: '50%' } });
const priceColumn = css({ w: { base: '24%', md: '18%' } });
const captionStyle = css({ fontSize: 'lg', fontWeight: 'semibold', mb: '2' });
const numeric = css({ textAlign: 'right!', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
const note = css({ display: 'block', fontSize: 'xs', color: 'fg.subtle', fontWeight: 'normal', mt: '0.5' });
const gift = css({ display: 'block', fontSize: 'xs', color: 'fg.accent', fontWeight: 'semibold', mt: '0.5', whiteSpace: 'normal' });
const unavailable = css({ bg: 'bg.accentSubtle', color: 'fg.default', borderRadius: 'md', px: '4', py: '3', fontSize: 'sm' });
