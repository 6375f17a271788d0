import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { NewsCard_article$key } from '../../../__generated__/NewsCard_article.graphql';
import { Badge } from '../../../components/Badge';
import { buttonClasses } from '../../../components/Button';
import { SafeImage } from '../../../components/SafeImage';
import { ageLabel } from '../../../lib/age-label';
import type { NewsKind } from './merge-news';

/** One news story: its picture (hidden if it fails to load), title, summary, source and age, and Read More. */
export function NewsCard({ article, kind }: { article: NewsCard_article$key; kind: NewsKind }) {
  const data = useFragment(
    graphql`
      fragment NewsCard_article on NewsArticle {
        title
        description
        url
        urlToImage
        publishedAt
        source {
          name
        }
      }
    `,
    article,
  );
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="grid overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm sm:grid-cols-[12rem_1fr]"
    >
      <SafeImage
        src={data.urlToImage ?? undefined}
        alt=""
        loading="lazy"
        className="h-44 w-full object-cover sm:h-full"
      />
      <div className="grid content-start gap-2 p-4">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-600">
          <span className="font-semibold text-stone-800">{data.source.name}</span>
          <span aria-hidden>·</span>
          <time dateTime={data.publishedAt}>{ageLabel(data.publishedAt)}</time>
          {kind === 'team' && <Badge variant="secondary">Team news</Badge>}
        </p>
        <h3 id={titleId} className="font-bold text-ink">
          {data.title}
        </h3>
        {data.description && (
          <p className="line-clamp-3 text-sm text-stone-700" title={data.description}>
            {data.description}
          </p>
        )}
        <a
          href={data.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={titleId}
          className={buttonClasses({ variant: 'outline', size: 'sm', className: 'justify-self-start' })}
        >
          Read More
          <ExternalLink aria-hidden />
        </a>
      </div>
    </article>
  );
}
