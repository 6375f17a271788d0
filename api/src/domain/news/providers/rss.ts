/**
 * One RSS 2.0 or Atom feed (NEWS_FEEDS holds their addresses; each is its own provider, so one broken feed costs
 * only its own articles). Descriptions become plain text; an item's topics are its categories plus the
 * interests and teams its title or description mentions.
 */
import { XMLParser } from 'fast-xml-parser';
import { clip, htmlToText } from '../html-text.js';
import { tagTopics } from '../topics.js';
import {
  getOk,
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  publishedDate,
  readText,
  webUrl,
  type FetchOptions,
  type NewsArticleInput,
  type NewsProvider,
} from './provider.js';

const MAX_ITEMS_PER_FEED = 50;

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  // Titles such as "2025" stay strings.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: true,
});

const list = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const attr = (value: unknown, name: string): string | undefined =>
  isNode(value) && typeof value[`@_${name}`] === 'string' ? (value[`@_${name}`] as string) : undefined;

/** The text of an element, whether the parser gave a string or an object with attributes. */
function text(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (isNode(value) && value['#text'] !== undefined) return String(value['#text']);
  return '';
}

/** The picture an item names: an image enclosure, media:content, media:thumbnail (also inside media:group). */
function imageOf(item: Node, base: string): string | null {
  const isImage = (node: unknown) => {
    const type = attr(node, 'type') ?? '';
    const medium = attr(node, 'medium') ?? '';
    return type.startsWith('image/') || medium === 'image' || (!type && !medium);
  };
  const groups = [item, ...list(item['media:group']).filter(isNode)];
  const candidates = [
    ...list(item.enclosure).filter((e) => (attr(e, 'type') ?? '').startsWith('image/')),
    ...list(item.link).filter((l) => attr(l, 'rel') === 'enclosure' && (attr(l, 'type') ?? '').startsWith('image/')),
    ...groups.flatMap((g) => list(g['media:content']).filter(isImage)),
    ...groups.flatMap((g) => list(g['media:thumbnail'])),
  ];
  for (const candidate of candidates) {
    const url = webUrl(attr(candidate, 'url') ?? attr(candidate, 'href'), base);
    if (url) return url;
  }
  return null;
}

/** An Atom entry's page: the `alternate` link (or one without rel). */
function atomLink(entry: Node, base: string): string | null {
  const links = list(entry.link);
  const page = links.find((l) => (attr(l, 'rel') ?? 'alternate') === 'alternate') ?? links[0];
  return webUrl(attr(page, 'href') ?? text(page), base);
}

interface RawItem {
  title: string;
  link: string | null;
  html: string;
  date: unknown;
  categories: string[];
  image: string | null;
}

function rssItems(channel: Node, base: string): RawItem[] {
  return list(channel.item)
    .filter(isNode)
    .map((item) => ({
      title: text(item.title),
      link: webUrl(text(item.link) || (attr(item.guid, 'isPermaLink') !== 'false' ? text(item.guid) : ''), base),
      html: text(item.description) || text(item['content:encoded']),
      date: text(item.pubDate) || text(item['dc:date']),
      categories: list(item.category).map(text),
      image: imageOf(item, base),
    }));
}

function atomEntries(feed: Node, base: string): RawItem[] {
  return list(feed.entry)
    .filter(isNode)
    .map((entry) => ({
      title: text(entry.title),
      link: atomLink(entry, base),
      html: text(entry.summary) || text(entry.content),
      date: text(entry.published) || text(entry.updated),
      categories: list(entry.category).map((c) => attr(c, 'term') ?? text(c)),
      image: imageOf(entry, base),
    }));
}

/** Articles from an RSS 2.0 or Atom document; anything else is an error (the feed is skipped). */
export function parseFeed(
  xml: string,
  feedUrl: string,
  topics: readonly string[],
  now: Date = new Date(),
): NewsArticleInput[] {
  const doc: unknown = parser.parse(xml);
  const channel = isNode(doc) && isNode(doc.rss) ? doc.rss.channel : undefined;
  const feed = isNode(doc) ? doc.feed : undefined;
  let items: RawItem[];
  let sourceName: string;
  if (isNode(channel)) {
    items = rssItems(channel, feedUrl);
    sourceName = text(channel.title);
  } else if (isNode(feed)) {
    items = atomEntries(feed, feedUrl);
    sourceName = text(feed.title);
  } else {
    throw new Error(`${feedUrl} is neither an RSS 2.0 nor an Atom feed`);
  }
  sourceName = clip(htmlToText(sourceName), 100) || new URL(feedUrl).hostname;

  return items.slice(0, MAX_ITEMS_PER_FEED).flatMap((item) => {
    const title = clip(htmlToText(item.title), MAX_TITLE_LENGTH);
    const publishedAt = publishedDate(item.date, now);
    if (!title || !item.link || !publishedAt) return [];
    const description = clip(htmlToText(item.html), MAX_DESCRIPTION_LENGTH);
    const categories = item.categories.map((c) => htmlToText(c)).filter(Boolean);
    return [
      {
        title,
        description,
        url: item.link,
        urlToImage: item.image,
        sourceName,
        publishedAt,
        topics: tagTopics({ title, description, categories }, topics),
      },
    ];
  });
}

export function createRssProvider(feedUrl: string): NewsProvider<'rss'> {
  return {
    name: `rss ${feedUrl}`,
    source: 'rss',
    async fetch(topics: string[], { signal, now = new Date() }: FetchOptions = {}) {
      const response = await getOk(feedUrl, {
        headers: { accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8' },
        signal,
      });
      return parseFeed(await readText(response), feedUrl, topics, now);
    },
  };
}
