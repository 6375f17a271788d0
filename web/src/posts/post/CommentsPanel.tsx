import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { CommentsPanelQuery } from '../../__generated__/CommentsPanelQuery.graphql';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { FistBumpList } from './FistBumpList';

// Fetched when the panel opens, and again on each opening: comments load only while the panel is open.
const commentsPanelQuery = graphql`
  query CommentsPanelQuery($databaseId: String!) {
    post(databaseId: $databaseId) {
      ...FistBumpList_post
      ...CommentList_post
    }
  }
`;

/** The open comments panel: who fist bumped, the comments, and the form to add one. */
export function CommentsPanel({ postId, databaseId }: { postId: string; databaseId: string }) {
  const { post } = useLazyLoadQuery<CommentsPanelQuery>(
    commentsPanelQuery,
    { databaseId },
    { fetchPolicy: 'network-only' },
  );
  if (!post) return <p className="text-sm text-stone-500">This post is no longer available.</p>;
  return (
    <div className="grid gap-3">
      <FistBumpList post={post} />
      <CommentList post={post} />
      <CommentForm postId={postId} />
    </div>
  );
}
