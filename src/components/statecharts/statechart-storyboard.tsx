/**
 * A generated path's storyboard in the studio (issue #36): the screenshot after each step with the
 * step's words under it, as the model-paths run recorded them; a failed run marks the step that
 * failed, its error and the command that opens Playwright's trace. Without a run, how to make one.
 */
import { css, cx } from 'styled-system/css';
import type { Storyboard } from '~/machines/chart/storyboard';

interface Props {
  readonly machineId: string;
  readonly pathId: string;
  readonly board: Storyboard | undefined;
}

export function StoryboardStrip({ machineId, pathId, board }: Props) {
  const rerun = `npm run test:model -- --path ${pathId}`;
  if (!board) {
    return (
      <p className={muted} data-testid="studio-storyboard-missing">
        Chưa có ảnh cho {pathId}: chạy <code className={code}>{rerun}</code>
      </p>
    );
  }
  return (
    <div className={wrap} data-testid="studio-storyboard" data-status={board.status}>
      <p className={board.status === 'failed' ? failedText : muted}>
        {board.status === 'passed' ? `${pathId}: đạt` : `${pathId}: lỗi ở bước ${board.failedAt ?? '?'} — ${board.error ?? ''}`}
      </p>
      <ol className={strip}>
        {board.steps.map((step, index) => (
          <li key={`${index}:${step.label}`} className={cx(frame, index === board.failedAt ? failedFrame : undefined)}>
            {step.shot ? (
              // eslint-disable-next-line @next/next/no-img-element -- screenshots of a local test run, served as they are
              <img src={`/statecharts/storyboard/${machineId}/${step.shot}`} alt={`Màn hình sau bước ${index}: ${step.label}`} width={200} height={125} loading="lazy" className={shot} />
            ) : (
              <span className={noShot}>không chạy tới</span>
            )}
            <span className={caption}>
              {index}. {step.label}
            </span>
          </li>
        ))}
      </ol>
      {board.trace ? (
        <p className={muted}>
          Xem trace: <code className={code}>npx playwright show-trace {board.trace}</code>
        </p>
      ) : null}
      <p className={muted}>
        Chạy lại đường này: <code className={code}>{rerun}</code>
      </p>
    </div>
  );
}

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' });
const muted = css({ color: 'fg.muted', fontSize: 'xs' });
const failedText = css({ color: 'fg.error', fontSize: 'xs', fontWeight: 'semibold' });
const strip = css({ display: 'flex', gap: '2', overflowX: 'auto', pb: '1' });
const frame = css({ flex: '0 0 auto', w: '200px', display: 'flex', flexDirection: 'column', gap: '1', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'sm', p: '1' });
const failedFrame = css({ borderColor: 'brand.600', borderWidth: '2px' });
const shot = css({ w: '100%', h: 'auto', borderRadius: 'xs', bg: 'bg.muted' });
const noShot = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', h: '125px', color: 'fg.muted', fontSize: 'xs', bg: 'bg.muted' });
const caption = css({ fontSize: 'xs' });
const code = css({ fontFamily: 'mono', fontSize: 'xs', wordBreak: 'break-all' });
