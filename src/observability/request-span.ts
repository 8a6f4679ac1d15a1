/**
 * The web server's span of each request (issue #37): continues the visitor's or balancer's
 * `traceparent`, names the span by route template (never the raw URL) and ends it when the answer
 * has gone. Without a trace exporter it only carries the trace id (src/observability/trace-context.ts).
 */
import type http from 'node:http';
import { requestSpan, type TracedSpan } from './trace-context';
import type { RouteOf } from './route-templates';

export function servingSpan(request: http.IncomingMessage, response: http.ServerResponse, routeOf: RouteOf, fill: boolean): TracedSpan {
  const span = requestSpan('serve', request.headers.traceparent, {});
  if (!span.recording) return span;
  const route = routeOf(request.url);
  span.rename(`${request.method ?? 'GET'} ${route}`);
  span.setAttributes({ 'http.request.method': request.method ?? 'GET', 'http.route': route, 'raovat.micro_cache_fill': fill });
  response.once('close', () => {
    span.setAttributes({ 'http.response.status_code': response.statusCode });
    span.end(response.statusCode >= 500 ? `answered ${response.statusCode}` : response.writableFinished ? undefined : 'visitor left before the answer ended');
  });
  return span;
}
