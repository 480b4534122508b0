import { ContentErrorCode, type ErrorCode } from '@sportsbook/contract';
import { HttpError } from '../../lib/http-error.ts';

const MESSAGES: Record<ContentErrorCode, string> = {
  content_unauthorized: 'A valid content key is required (Authorization: Bearer <CONTENT_API_KEY>)',
  content_api_disabled: 'The content API cannot write: CONTENT_API_KEY is not set',
  layout_version_conflict: 'The layout was changed since base_version: read it again and reapply the edit',
  layout_preview_not_found: 'No draft of this page has this preview token',
};

const STATUS: Record<ContentErrorCode, number> = {
  content_unauthorized: 401,
  content_api_disabled: 503,
  layout_version_conflict: 409,
  layout_preview_not_found: 404,
};

/** A refused content call: `{code, message, details?}` with the code's status. */
export function contentError(code: ContentErrorCode, details?: HttpError['details']): HttpError {
  return new HttpError(STATUS[code], code as unknown as ErrorCode, MESSAGES[code], details);
}

export { ContentErrorCode };
