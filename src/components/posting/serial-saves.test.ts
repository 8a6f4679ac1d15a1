import { describe, expect, test } from 'vitest';
import { serialSaves } from './serial-saves';

describe('serialSaves', () => {
  test('a save waits for the one on its way and carries the id it got', async () => {
    const serial = serialSaves();
    const sent: Array<number | null> = [];
    let finishFirst: () => void = () => undefined;
    const first = serial(null, (postId) => {
      sent.push(postId);
      return new Promise<{ postId: number }>((resolve) => (finishFirst = () => resolve({ postId: 31 })));
    });
    const second = serial(null, async (postId) => {
      sent.push(postId);
      return { postId: postId ?? 0 };
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([null]);
    finishFirst();
    await expect(first).resolves.toEqual({ postId: 31 });
    await expect(second).resolves.toEqual({ postId: 31 });
    expect(sent).toEqual([null, 31]);
  });
  test('a failed save does not stop the next one', async () => {
    const serial = serialSaves();
    await expect(serial(null, () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await expect(serial(5, async (postId) => ({ postId: postId ?? 0 }))).resolves.toEqual({ postId: 5 });
  });
});
