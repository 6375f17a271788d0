/**
 * A news feed for the end-to-end run, served by the mail sink's HTTP server at /news.xml (playwright.config.ts
 * points NEWS_FEEDS at it). Its stories are about woodworking and nothing the other specs' members are
 * interested in (sports, DIY, cooking), so those members keep seeing 'No News Available'.
 */
import type { ServerResponse } from 'node:http';

export const NEWS_FEED_PATH = '/news.xml';
export const NEWS_IMAGE_PATH = '/news/workbench.png';

/** What feeds.spec.ts looks for. */
export const WOODWORKING_STORY = {
  title: 'A first workbench: plans from a master woodworker',
  description: 'Pine boards, a hand saw and two evenings: the woodworking bench every beginner can build.',
  link: 'https://news.example.org/woodworking/first-workbench',
};
export const STORY_WITHOUT_IMAGE = {
  title: 'Woodworking clubs open their shops to beginners',
  description: 'Lumber, a table saw and a mentor: woodworking clubs welcome new members this season.',
  link: 'https://news.example.org/woodworking/clubs',
};

/** A 1x1 PNG: the picture of the first story. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function feed(origin: string): string {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>Shop Talk Weekly</title>
    <link>https://news.example.org/</link>
    <item>
      <title>${WOODWORKING_STORY.title}</title>
      <link>${WOODWORKING_STORY.link}</link>
      <description>${WOODWORKING_STORY.description}</description>
      <category>Woodworking</category>
      <pubDate>${hoursAgo(2)}</pubDate>
      <enclosure url="${origin}${NEWS_IMAGE_PATH}" type="image/png" length="${PNG.length}"/>
    </item>
    <item>
      <title>${STORY_WITHOUT_IMAGE.title}</title>
      <link>${STORY_WITHOUT_IMAGE.link}</link>
      <description>${STORY_WITHOUT_IMAGE.description}</description>
      <category>Woodworking</category>
      <pubDate>${hoursAgo(5)}</pubDate>
      <enclosure url="${origin}/news/missing.png" type="image/png" length="1"/>
    </item>
  </channel>
</rss>`;
}

/** Answers the feed's paths; false for any other path. */
export function serveNews(pathname: string, origin: string, res: ServerResponse): boolean {
  if (pathname === NEWS_FEED_PATH) {
    res.writeHead(200, { 'Content-Type': 'application/rss+xml; charset=utf-8' }).end(feed(origin));
    return true;
  }
  if (pathname === NEWS_IMAGE_PATH) {
    res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
    return true;
  }
  return false;
}
