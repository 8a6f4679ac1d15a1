/**
 * Data of the posting wizard's page (/user/post-news-v2): the form's options, the member's contact,
 * and where the wizard starts — a new listing, a listing (or draft) to edit with `?id=`, or a copy
 * to re-post with `?repost=`. A listing that cannot be loaded is a Vietnamese message, not a throw.
 */
import 'server-only';
import { TRPCError } from '@trpc/server';
import type { WizardStart } from '~/components/posting/posting-wizard';
import type { RouterOutputs } from '../routers/_app';
import { getUpstream } from '../upstream-instance';
import { requestCaller } from './callers';

export type PostingPage =
  | { readonly options: RouterOutputs['posting']['options']; readonly start: WizardStart; readonly mediaBaseUrl: string }
  | { readonly problem: string };

const idParam = (value: string | string[] | undefined): number | null => {
  const text = Array.isArray(value) ? value[0] : value;
  const id = Number(text);
  return text && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

export async function loadPostingPage(params: Record<string, string | string[] | undefined>): Promise<PostingPage> {
  const caller = requestCaller();
  const editId = idParam(params.id);
  const repostId = editId === null ? idParam(params.repost) : null;
  const [options, session] = await Promise.all([caller.posting.options(), caller.auth.session()]);
  const contactDefaults = session.member ? { name: session.member.name, phone: session.member.phone } : null;
  const mediaBaseUrl = getUpstream().mediaBaseUrl;

  const loadId = editId ?? repostId;
  if (loadId === null) {
    const start: WizardStart = { mode: 'create', postId: null, sourceId: null, status: null, values: null, categorySlug: null, step: null, sendBackNotes: {}, rejectReason: null, updatedAt: 0, contactDefaults };
    return { options, start, mediaBaseUrl };
  }
  try {
    const detail = await caller.posting.editDetail({ id: loadId });
    const start: WizardStart = {
      mode: editId !== null ? 'edit' : 'repost',
      postId: editId,
      sourceId: repostId,
      status: editId !== null ? detail.status : null,
      values: detail.values,
      categorySlug: detail.categorySlug,
      step: editId !== null ? detail.draftStep : null,
      sendBackNotes: editId !== null ? detail.sendBackNotes : {},
      rejectReason: detail.rejectReason,
      updatedAt: detail.updatedAt,
      contactDefaults,
    };
    return { options, start, mediaBaseUrl };
  } catch (error) {
    return { problem: error instanceof TRPCError ? error.message : 'Không tải được tin đăng.' };
  }
}
