/**
 * Reported content as a moderator reviews it, "As reported" or "Now": a post's or comment's text and picture, a
 * member's name and bio, a group's, event's or channel's title and description, an Ask a Dad question's title and
 * text or an answer's text, or a message with the few before it, the reported one marked.
 */
import { graphql, useFragment } from 'react-relay/hooks';
import type { ModeratedContentView_content$key } from '../__generated__/ModeratedContentView_content.graphql';
import { SafeImage } from '../components/SafeImage';
import { cn } from '../lib/cn';
import { formatDate } from '../lib/dates';

export function ModeratedContentView({ content }: { content: ModeratedContentView_content$key }) {
  const data = useFragment(
    graphql`
      fragment ModeratedContentView_content on ModeratedContent {
        title
        text
        imageUrl
        username
        createdAt
        messages {
          databaseId
          senderUsername
          content
          createdAt
          reported
        }
      }
    `,
    content,
  );
  if (data.messages.length) {
    return (
      <ol aria-label="Messages" className="grid gap-1.5">
        {data.messages.map((message) => (
          <li
            key={message.databaseId}
            className={cn(
              'rounded-lg px-3 py-2 text-sm',
              message.reported ? 'bg-red-50 ring-1 ring-red-300' : 'bg-stone-50',
            )}
          >
            <p className="text-xs text-stone-600">
              <span className="font-semibold text-stone-700">{message.senderUsername ?? 'Deleted member'}</span>
              {message.createdAt && ` · ${formatDate(new Date(message.createdAt), 'dateTime')}`}
              {message.reported && <strong className="ml-2 font-semibold text-red-700">Reported message</strong>}
            </p>
            <p className="mt-0.5 break-words whitespace-pre-wrap text-ink">{message.content || '(no text)'}</p>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="grid gap-2 text-sm">
      {(data.title || data.username) && (
        <p className="font-semibold text-ink">
          {data.title}
          {data.username && <span className="ml-1 font-normal text-stone-500">@{data.username}</span>}
        </p>
      )}
      {data.text ? (
        <p className="break-words whitespace-pre-wrap text-stone-800">{data.text}</p>
      ) : (
        <p className="text-stone-500">(no text)</p>
      )}
      {data.imageUrl && (
        <SafeImage src={data.imageUrl} alt="The reported picture" className="max-h-48 rounded-lg object-contain" />
      )}
      {data.createdAt && (
        <p className="text-xs text-stone-500">Posted {formatDate(new Date(data.createdAt), 'dateTime')}</p>
      )}
    </div>
  );
}
