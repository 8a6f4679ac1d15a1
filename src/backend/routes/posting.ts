/**
 * The posting calls of spec §7 on the back-end API host: post, edit-post, create-repost (multipart,
 * several files per media field), draft (post a draft → pending), plus two this project defines:
 * upload-media (stores files on their own, so the wizard shows a real progress bar per file and
 * retries one without the others) and post-options (what the wizard offers). Every refusal is
 * `{ status, success: false, message, field? }` with a message the wizard shows as it is.
 * Shapes: docs/upstream-contract.md "Posting".
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { PostingResultResponse, PostOptionsResponse, SubmitDraftRequest, UploadMediaResponse } from '~/lib/contract/posting';
import { APP_ID, MEDIA_FIELDS, MEDIA_KINDS, type MediaKind } from '~/lib/posting-rules';
import { assertSelf, requireMember, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { BackendError, errorBody, readBody } from '../http';
import { InsufficientPoints } from '../services/ledger';
import { assertCount, checkFiles, MediaRejected, storeFiles } from '../services/listing-media';
import { TransitionRefused } from '../services/listing-transitions';
import { parsePostForm, type FormBody } from '../services/posting/form';
import { PostingRefused } from '../services/posting/refused';
import { savePosting, submitDraft, type PostingMode } from '../services/posting/save';
import { postOptions } from '../services/posting-options';

const MEMBER_FIELDS = ['user_id', 'member_id', 'memberId', 'm'] as const;

/** The wire answer of a refusal the member can act on; anything else goes to the app's error handler. */
function refusal(c: Context, error: unknown): Response {
  if (error instanceof PostingRefused) return c.json({ ...errorBody(error.status, error.message), field: error.field ?? null }, error.status);
  if (error instanceof MediaRejected) return c.json({ ...errorBody(400, error.message), field: error.kind }, 400);
  if (error instanceof InsufficientPoints) return c.json({ ...errorBody(402, error.message), field: 'postType' }, 402);
  if (error instanceof TransitionRefused) return c.json({ ...errorBody(409, error.message), field: null }, 409);
  throw error;
}

function checkAppId(body: FormBody): void {
  const appId = body.app_id;
  if (appId !== undefined && appId !== '' && Number(appId) !== APP_ID) throw new BackendError(400, 'Ứng dụng không hợp lệ (app_id).');
}

export function postingRoutes({ db, env, locations }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  const authed = requireMember(db);
  const deps = { db, mediaDir: env.MEDIA_DIR, locations };

  const posting = (mode: PostingMode) => async (c: Context<MemberEnv>) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, MEMBER_FIELDS);
    checkAppId(body);
    try {
      const result = await savePosting(deps, member.id, mode, parsePostForm(body));
      return answer(c, PostingResultResponse, { status: 200, success: true, data: { post_id: result.postId, status: result.status } });
    } catch (error) {
      return refusal(c, error);
    }
  };

  // One request at most 524,288,900 bytes (spec §5): body-limits.ts, enforced before any route.
  app.post('/api/content/post', authed, posting('create'));
  app.post('/api/content/edit-post', authed, posting('edit'));
  app.post('/fe-rv/create-repost', authed, posting('repost'));

  app.post('/api/content/draft', authed, async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, MEMBER_FIELDS);
    const request = decodeRequest(SubmitDraftRequest, body, { blankIsAbsent: true });
    try {
      const result = await submitDraft(deps, member.id, request.post_id, request.status ?? null);
      return answer(c, PostingResultResponse, { status: 200, success: true, data: { post_id: result.postId, status: result.status } });
    } catch (error) {
      return refusal(c, error);
    }
  });

  /** Files of one media kind, stored now and attached later by path (multipart: kind, files). */
  app.post('/api/content/upload-media', authed, async (c) => {
    const body = await readBody(c);
    const kind = MEDIA_KINDS.find((candidate) => candidate === body.kind);
    if (!kind) return c.json({ ...errorBody(400, 'Loại tệp không hợp lệ.'), field: 'kind' }, 400);
    const entries = [body.files, body[MEDIA_FIELDS[kind]]].flatMap((value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]));
    const files = entries.filter((entry): entry is File => entry instanceof File);
    if (files.length === 0) return c.json({ ...errorBody(400, 'Vui lòng chọn tệp để tải lên.'), field: kind }, 400);
    try {
      assertCount(kind, files.length);
      const checked = await checkFiles(files.map((file) => ({ kind: kind satisfies MediaKind, file })));
      const stored = await storeFiles(env.MEDIA_DIR, checked);
      return answer(c, UploadMediaResponse, {
        status: 200,
        success: true,
        data: stored.map((file) => ({ path: file.path, name: file.name, mime_type: file.mimeType, bytes: file.bytes, width: file.width, height: file.height })),
      });
    } catch (error) {
      return refusal(c, error);
    }
  });

  app.get('/api/content/post-options', authed, async (c) => answer(c, PostOptionsResponse, { status: 200, data: await postOptions(db, c.get('member').id) }));

  return app;
}
