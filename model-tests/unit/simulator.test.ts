/**
 * The studio's simulator (issue #36), below the browser: walking it by its buttons (labels) must
 * land where the machine itself goes — checked against xstate's pure transition function, not the
 * simulator's own actor — and every button it offers, and only those, is an event the current
 * state accepts.
 */
import { describe, expect, it } from 'vitest';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot } from 'xstate';
import { machineRegistry, type MachineEntry, type RegistryEvent } from '~/machines';
import { casesFor, startInputs, withSilentActors } from '~/machines/chart/cases';
import { activePaths } from '~/machines/chart/model';
import { contextRows, simulate } from '~/machines/chart/simulator';
import { wizardFixtureEntry } from '../fixtures/wizard-fixture';

const entryOf = (id: string): MachineEntry => {
  const entry = machineRegistry.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no machine ${id}`);
  return entry;
};

/** Every registry case of the entry that the pure snapshot accepts (what the buttons must be). */
function acceptedCases(entry: MachineEntry, snapshot: AnyMachineSnapshot): string[] {
  if (snapshot.status !== 'active') return [];
  const all = Object.keys(entry.eventCases).flatMap((type) => casesFor(entry, type));
  return all.filter((event) => snapshot.can(event) && (entry.traversal?.allow?.(snapshot, event) ?? true)).map((event) => JSON.stringify(event));
}

/** Clicks the buttons named `labels` in order, checking each step against the pure machine. */
function walk(entry: MachineEntry, labels: readonly string[], start = 0) {
  const machine = withSilentActors(entry.machine);
  let pure = getInitialSnapshot(machine, startInputs(entry)[start]?.input);
  const sent: RegistryEvent[] = [];
  for (const label of labels) {
    const frame = simulate(entry, sent, start);
    expect(frame.active).toEqual(activePaths(pure.value));
    expect(frame.enabled.map(({ event }) => JSON.stringify(event)).sort()).toEqual(acceptedCases(entry, pure).sort());
    const button = frame.enabled.find((candidate) => candidate.label === label);
    expect(button, `no button "${label}" in ${frame.active.join(', ')}: ${frame.enabled.map((candidate) => candidate.label).join(' | ')}`).toBeDefined();
    if (!button) return { frame, pure };
    sent.push(button.event);
    pure = getNextSnapshot(machine, pure, button.event);
  }
  const frame = simulate(entry, sent, start);
  expect(frame.active).toEqual(activePaths(pure.value));
  return { frame, pure };
}

describe('studio simulator', () => {
  it('walks the posting stepper from a new listing to submitted, showing only enabled events', () => {
    const entry = entryOf('posting-stepper');
    // A new listing opens on the drafts dialog (a draft is waiting in the model's start); "Đăng tin mới" closes it.
    const opening = simulate(entry, []);
    expect(opening.active).toEqual(['offeringDrafts']);
    expect(opening.enabled.map((candidate) => candidate.label)).toEqual(['Bấm "Đăng tin mới" trong hộp tin nháp']);
    const { frame: first } = walk(entry, ['Bấm "Đăng tin mới" trong hộp tin nháp']);
    expect(first.active).toEqual(['editing', 'editing.category']);
    // Only what the category step allows: no "Đăng tin", no photo upload here.
    const labels = first.enabled.map((candidate) => candidate.label);
    expect(labels).toContain('Nhập nội dung của bước (chọn danh mục Xe cộ)');
    expect(labels).not.toContain('Bấm "Đăng tin"');
    expect(labels.some((label) => label.startsWith('Tải xong một ảnh'))).toBe(false);
    const { frame } = walk(entry, [
      'Bấm "Đăng tin mới" trong hộp tin nháp',
      'Nhập nội dung của bước (chọn danh mục Xe cộ)',
      'Bấm "Tiếp tục"',
      'Nhập nội dung của bước (nhập tiêu đề, mô tả, giá)',
      'Bấm "Tiếp tục"',
      'Tải xong một ảnh (ảnh thứ nhất)',
      'Bấm "Tiếp tục"',
      'Nhập nội dung của bước (chọn tỉnh, quận)',
      'Bấm "Tiếp tục"',
      'Nhập nội dung của bước (nhập tên, số điện thoại)',
      'Bấm "Tiếp tục"',
      // The package step starts on "tin thường, trả bằng điểm": nothing to type, straight on.
      'Bấm "Tiếp tục"',
      'Bấm "Đăng tin"',
      'Máy chủ nhận tin',
    ]);
    expect(frame.active).toEqual(['submitted']);
    expect(frame.status).toBe('done');
    expect(frame.enabled).toEqual([]);
    expect(frame.context).toContainEqual({ field: 'values.title', value: 'Bán xe Honda Vision 2022 chính chủ, đi 8.000 km' });
    expect(frame.context).toContainEqual({ field: 'values.media.images[0].name', value: 'xe-1.jpg' });
  });

  const RESULTS: Record<string, string> = { 'thành công': 'success', hủy: 'cancelled', 'lỗi cộng điểm': 'pointsError', 'hết hạn': 'invalid', 'không thành công': 'unsuccessful' };
  for (const provider of ['MoMo', 'VNPAY', 'Napas']) {
    for (const [label, state] of Object.entries(RESULTS)) {
      it(`walks the payment with ${provider} to ${label}`, () => {
        const { frame } = walk(entryOf('payment'), [
          `Bấm "Thanh toán" (${provider})`,
          'Máy chủ trả lời tạo giao dịch (đã tạo)',
          `Cổng thanh toán chuyển về trang kết quả (${provider})`,
          `Máy chủ trả kết quả kiểm tra (${provider}: ${label})`,
        ]);
        expect(frame.active).toEqual(['result', `result.${state}`]);
      });
    }
  }

  it('offers a delayed transition as its own button and takes it', () => {
    const first = simulate(wizardFixtureEntry, []);
    const delayed = first.enabled.filter((candidate) => candidate.delayed);
    expect(delayed.map((candidate) => candidate.label)).toEqual(['Tự lưu nháp']);
    expect(first.enabled.filter((candidate) => !candidate.delayed).some((candidate) => candidate.label === 'Tự lưu nháp')).toBe(false);
    const after = simulate(wizardFixtureEntry, delayed.map((candidate) => candidate.event));
    expect(after.took.some((key) => key.includes('after autosave'))).toBe(true);
  });

  it('shows the context as rows of words, never JSON', () => {
    expect(contextRows({ step: 'media', values: { title: '', tags: ['a', 'b'], media: { images: [] } }, error: null, busy: false, failure: new Error('Mất mạng') })).toEqual([
      { field: 'step', value: 'media' },
      { field: 'values.title', value: '(trống)' },
      { field: 'values.tags', value: 'a, b' },
      { field: 'values.media.images', value: '(không có)' },
      { field: 'error', value: '—' },
      { field: 'busy', value: 'không' },
      { field: 'failure', value: 'Lỗi: Mất mạng' },
    ]);
  });
});
