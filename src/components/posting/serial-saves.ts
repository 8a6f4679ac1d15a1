/**
 * The wizard's saves go to the server one at a time, each carrying the listing id the one before
 * got. A background save still on its way when the member presses "Lưu nháp" or "Đăng tin" would
 * otherwise let both create a listing: the member would find a stray draft beside the real one.
 */
export interface SavedListing {
  readonly postId: number;
}

export type SerialSave = <T extends SavedListing>(postId: number | null, save: (postId: number | null) => Promise<T>) => Promise<T>;

export function serialSaves(): SerialSave {
  let previous: Promise<unknown> = Promise.resolve();
  let knownPostId: number | null = null;
  return <T extends SavedListing>(postId: number | null, save: (postId: number | null) => Promise<T>): Promise<T> => {
    const next = previous
      .catch(() => undefined)
      .then(() => save(postId ?? knownPostId))
      .then((saved) => {
        knownPostId = saved.postId;
        return saved;
      });
    previous = next;
    return next;
  };
}
