/** What bench:feed and bench:profile share: the member they sign in as and the GraphQL page they ask for. */
export const BENCH_PASSWORD = 'bench-password-1';
export const BENCH_PAGE = 20;

/** The Dadfeed's first page over GraphQL with the fields the REST page has. */
export const BENCH_FEED_QUERY = `query BenchDadfeed {
  dadfeed(first: ${BENCH_PAGE}) {
    edges { node {
      databaseId content imageUrl hashtags categories type shareToPersonalFeed isEdited createdAt updatedAt
      fistBumpCount commentCount viewerHasFistBumped
      author { databaseId username firstName lastName email profileImageUrl dadType }
      group { databaseId name visibility }
      channel { databaseId name profileImageUrl isVerified }
      poll { databaseId question totalVotes viewerVoteOptionId options { databaseId text votes percentage } }
    } }
    pageInfo { hasNextPage endCursor }
  }
}`;
