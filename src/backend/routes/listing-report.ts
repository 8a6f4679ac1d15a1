/**
 * Reporting listings (ours: docs/upstream-contract.md "Listing reports"): a member reports a listing
 * once (rate-limited); moderators read the queue and resolve reports.
 */
import { Option, Schema } from 'effect';
import { Hono } from 'hono';
import {
  ReportCheckRequest,
  ReportCheckResponse,
  ReportCreateRequest,
  ReportCreateResponse,
  ReportQueueRequest,
  ReportQueueResponse,
  ReportResolveRequest,
  ReportResolveResponse,
} from '~/lib/contract/engagement';
import { REPORT_DETAILS_FIELD, REPORT_DETAILS_MAX, REPORT_MESSAGES, REPORT_OTHER_MIN, REJECT_REASON_FIELD } from '~/lib/listing-report';
import { validateText } from '~/lib/validation';
import { assertSelf, requireMember, requireModerator, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { BackendError, errorBody, readBody } from '../http';
import { createReport, hasReported, reportQueue, resolveReport } from '../services/listing-reports';
import { createRateLimiter } from '../services/rate-limit';

const MEMBER_FIELDS = ['member_id', 'memberId', 'user_id', 'm'] as const;

// The reason, the details and the note are read apart, after the ids, so each gets its own message and field.
const ReportPostId = ReportCreateRequest.pick('post_id');
const reportReason = Schema.decodeUnknownOption(ReportCreateRequest.fields.reason);
const ResolveFields = ReportResolveRequest.pick('report_id', 'action');

function optionalText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function listingReportRoutes({ db }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  const authed = requireMember(db);
  // Reports are cheap to send and costly to review: a few per ten minutes is plenty for a person.
  const reportLimit = createRateLimiter(db, { name: 'listing-report', limit: 5, windowMs: 10 * 60_000 });

  app.get('/api/content/report/check', authed, async (c) => {
    const member = c.get('member');
    assertSelf(member, { member_id: c.req.query('member_id') }, MEMBER_FIELDS);
    const { post_id: postId } = decodeRequest(ReportCheckRequest, c.req.query());
    return answer(c, ReportCheckResponse, { status: 200, data: { reported: await hasReported(db, member.id, postId) } });
  });

  app.post('/api/content/report', authed, async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, MEMBER_FIELDS);
    const { post_id: postId } = decodeRequest(ReportPostId, body);
    const reason = Option.getOrNull(reportReason(body.reason));
    if (reason === null) return c.json({ ...errorBody(400, REPORT_MESSAGES.reasonMissing), field: 'reason' }, 400);
    const details = optionalText(body.details);
    if (reason === 'other' || details !== '') {
      const problem = validateText(details, { field: REPORT_DETAILS_FIELD, min: reason === 'other' ? REPORT_OTHER_MIN : 0, max: REPORT_DETAILS_MAX });
      if (problem) return c.json({ ...errorBody(400, problem), field: 'details' }, 400);
    }
    if (await hasReported(db, member.id, postId)) throw new BackendError(409, REPORT_MESSAGES.duplicate);
    const wait = await reportLimit.hit(String(member.id));
    if (wait > 0) return c.json(errorBody(429, REPORT_MESSAGES.tooFast(wait)), 429);
    const report = await createReport(db, { memberId: member.id, listingId: postId, reason, details: details === '' ? null : details });
    return answer(c, ReportCreateResponse, { status: 200, success: true, data: report });
  });

  app.get('/api/moderation/reports', authed, requireModerator(), async (c) => {
    const input = decodeRequest(ReportQueueRequest, c.req.query());
    return answer(c, ReportQueueResponse, { status: 200, data: await reportQueue(db, { status: input.status, page: input.page, perPage: input.per_page }) });
  });

  app.post('/api/moderation/reports/resolve', authed, requireModerator(), async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, MEMBER_FIELDS);
    const input = decodeRequest(ResolveFields, body);
    const note = optionalText(body.note);
    if (input.action === 'reject' || note !== '') {
      const problem = validateText(note, { field: REJECT_REASON_FIELD, min: input.action === 'reject' ? 5 : 0, max: 500 });
      if (problem) return c.json({ ...errorBody(400, problem), field: 'note' }, 400);
    }
    const result = await resolveReport(db, { moderatorId: member.id, reportId: input.report_id, action: input.action, note: note === '' ? null : note });
    return answer(c, ReportResolveResponse, { status: 200, success: true, data: result });
  });

  return app;
}
