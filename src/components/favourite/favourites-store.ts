/**
 * The signed-in member's favourite listing ids, shared by every heart on the page. The hearts are
 * tiny client components that read this store; the data layer (react-query, tRPC) loads once, in
 * ./favourites-live, and only for a member — a guest's page never loads it for its hearts.
 */
type Listener = () => void;

/** Sends one like/unlike upstream; set by ./favourites-live while a member is signed in. */
export type FavouriteSender = (listingId: number, liked: boolean) => void;

const EMPTY: ReadonlySet<number> = new Set();

let liked: ReadonlySet<number> = EMPTY;
let pending: ReadonlySet<number> = EMPTY;
let signedIn = false;
let sender: FavouriteSender | null = null;
/** Clicks of a member made before the data layer arrived; sent when it does. */
let waiting: Array<[number, boolean]> = [];
const listeners = new Set<Listener>();

function publish() {
  for (const listener of listeners) listener();
}

function withId(set: ReadonlySet<number>, id: number, present: boolean): ReadonlySet<number> {
  if (set.has(id) === present) return set;
  const next = new Set(set);
  if (present) next.add(id);
  else next.delete(id);
  return next;
}

export const favouritesStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  isLiked: (listingId: number) => liked.has(listingId),
  isPending: (listingId: number) => pending.has(listingId),
  isSignedIn: () => signedIn,

  /** The auth machine's answer; leaving signed-in forgets the member's hearts. */
  setSignedIn(next: boolean) {
    if (next === signedIn) return;
    signedIn = next;
    if (!next) {
      liked = EMPTY;
      pending = EMPTY;
      waiting = [];
    }
    publish();
  },
  /** The member's favourite ids as the backend knows them. */
  setLiked(ids: readonly number[]) {
    liked = new Set(ids);
    publish();
  },
  markPending(listingId: number, value: boolean) {
    pending = withId(pending, listingId, value);
    publish();
  },
  connect(send: FavouriteSender) {
    sender = send;
    const queued = waiting;
    waiting = [];
    for (const [listingId, value] of queued) send(listingId, value);
    return () => {
      if (sender === send) sender = null;
    };
  },
  /** A heart was pressed by a member: like or unlike it now, or as soon as the data layer is in. */
  toggle(listingId: number) {
    const next = !liked.has(listingId);
    if (sender) {
      sender(listingId, next);
      return;
    }
    waiting.push([listingId, next]);
    favouritesStore.markPending(listingId, true);
  },
};
