/**
 * What a Web Push shows. The server sends JSON `{ "title", "body", "url", "tag"? }`, `url` a path of the app
 * ("/posts/123"). Anything else still shows a notice, a generic one that opens the notifications page: a push that
 * shows nothing makes Chromium show its own "updated in the background" notice, and may cost the site its pushes.
 */
import { appPath } from '../login/state';
import { PRODUCT_NAME } from '../product';

export interface PushNotice {
  title: string;
  body: string;
  /** The app's path the notification opens. */
  url: string;
  /** A later notice with the same tag replaces this one. */
  tag?: string;
}

export const GENERIC_PUSH_NOTICE: PushNotice = {
  title: `New activity on ${PRODUCT_NAME}`,
  body: '',
  url: '/notifications',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The notice for a push's data (its text; none for a push without data). */
export function pushNotice(data: string | null | undefined): PushNotice {
  const payload = data ? parseJson(data) : undefined;
  if (!isRecord(payload)) return GENERIC_PUSH_NOTICE;
  const { title, body, tag } = payload;
  // The same rule as sign-in's return path: never another site, never the API.
  const url = appPath(payload.url);
  if (typeof title !== 'string' || !title.trim() || typeof body !== 'string' || !url) return GENERIC_PUSH_NOTICE;
  // A server that writes a missing tag as null means no tag.
  if (tag !== undefined && tag !== null && typeof tag !== 'string') return GENERIC_PUSH_NOTICE;
  return tag ? { title, body, url, tag } : { title, body, url };
}

/** The path a shown notification opens: its `data.url`, checked again, else the notifications page. */
export function notificationPath(data: unknown): string {
  return (isRecord(data) && appPath(data.url)) || GENERIC_PUSH_NOTICE.url;
}
