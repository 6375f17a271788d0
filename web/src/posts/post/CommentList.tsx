import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { CommentList_post$key } from '../../__generated__/CommentList_post.graphql';
import type { CommentListPaginationQuery } from '../../__generated__/CommentListPaginationQuery.graphql';
import { Button } from '../../components/Button';
import { CommentItem } from './CommentItem';

const PAGE_SIZE = 20;

/** A post's comments, oldest first, a page at a time. */
export function CommentList({ post }: { post: CommentList_post$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    CommentListPaginationQuery,
    CommentList_post$key
  >(
    graphql`
      fragment CommentList_post on Post
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" })
      @refetchable(queryName: "CommentListPaginationQuery") {
        id
        comments(first: $first, after: $after) @connection(key: "CommentList_comments") {
          edges {
            node {
              id
              ...CommentItem_comment
            }
          }
        }
      }
    `,
    post,
  );
  const [, startTransition] = useTransition();
  const comments = data.comments.edges;
  if (comments.length === 0)
    return <p className="text-sm text-stone-500">No comments yet. Be the first to say something.</p>;
  return (
    <div className="grid gap-2">
      <ul aria-label="Comments" className="grid gap-2.5">
        {comments.map(({ node }) => (
          <li key={node.id}>
            <CommentItem comment={node} postId={data.id} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <Button
          variant="link"
          size="sm"
          className="justify-self-start"
          loading={isLoadingNext}
          onClick={() => startTransition(() => void loadNext(PAGE_SIZE))}
        >
          Show more comments
        </Button>
      )}
    </div>
  );
}
