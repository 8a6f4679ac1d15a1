/**
 * The one refusal of the posting calls (spec §7): every check — form, files, place, payment,
 * ownership — refuses with an HTTP status, a Vietnamese message and the form field it is about.
 */
/** A refusal the member can act on: HTTP status, Vietnamese message, and the form field it is about. */
export class PostingRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
