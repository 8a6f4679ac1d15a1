/**
 * The size caps of the single-file uploads, shared by the app's upload routes (which stop reading
 * at the cap) and the backend (which stores at most this and builds its body-limit table and
 * nginx's from it), so the two services cannot disagree. Pure data.
 */
const KB = 1024;
const MB = 1024 * KB;

export const AVATAR_MAX_BYTES = 5 * MB;
export const CHAT_PHOTO_MAX_BYTES = 10 * MB;
/** Room for a one-file multipart body's boundaries, part headers and short fields around the file. */
export const MULTIPART_ENVELOPE_BYTES = 64 * KB;

export const AVATAR_TOO_LARGE_MESSAGE = 'Ảnh đại diện không được quá 5 MB.';
export const CHAT_PHOTO_TOO_LARGE_MESSAGE = 'Ảnh gửi trong tin nhắn không được quá 10 MB.';
