/**
 * The post permalink, /posts/{id} (shared links and search results lead here): the full post card, a way
 * back to the Dadfeed, and a friendly page when the post is gone or not visible. Deleting it goes home.
 */
import { ArrowLeft } from 'lucide-react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PostScreenQuery } from '../../__generated__/PostScreenQuery.graphql';
import { buttonClasses } from '../../components/Button';
import { PRODUCT_NAME } from '../../product';
import { navigate } from '../../router/history';
import { Link } from '../../router/Link';
import type { ScreenProps } from '../../router/routes';
import { PostCard } from '../../posts/PostCard';
import { PostNotFound } from './PostNotFound';

export const postScreenQuery = graphql`
  query PostScreenQuery($databaseId: String!) {
    post(databaseId: $databaseId) {
      author {
        username
      }
      ...PostCard_post
    }
  }
`;

export default function PostScreen({ queryRef }: ScreenProps<PostScreenQuery>) {
  const { post } = usePreloadedQuery<PostScreenQuery>(postScreenQuery, queryRef!);
  return (
    <div className="mx-auto w-full max-w-2xl px-3 py-4 pb-24 sm:px-6 sm:py-8">
      <Link to="/home" className={buttonClasses({ variant: 'link', size: 'sm', className: 'mb-4' })}>
        <ArrowLeft aria-hidden />
        Back to the Dadfeed
      </Link>
      {post ? (
        <>
          <title>{`Post by ${post.author.username} · ${PRODUCT_NAME}`}</title>
          <h1 className="sr-only">{`Post by ${post.author.username}`}</h1>
          <PostCard post={post} onDeleted={() => navigate('/', { replace: true })} />
        </>
      ) : (
        <PostNotFound />
      )}
    </div>
  );
}
