/**
 * The signed-in frame: a skip link, the top navigation, and the member's screen as the page's main content,
 * under the banner that asks an unverified member to verify their address.
 */
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SignedInLayout_query$key } from '../../__generated__/SignedInLayout_query.graphql';
import type { SignedInLayout_viewer$key } from '../../__generated__/SignedInLayout_viewer.graphql';
import { MainLandmark } from '../../components/MainLandmark';
import { EmailVerificationBanner } from './EmailVerificationBanner';
import { TopNav } from './TopNav';

interface Props {
  viewer: SignedInLayout_viewer$key;
  /** The shell's counts: they come with the page's query (the member app's, or the home page's). */
  query: SignedInLayout_query$key;
  children: ReactNode;
}

export function SignedInLayout({ viewer, query, children }: Props) {
  const data = useFragment(
    graphql`
      fragment SignedInLayout_viewer on User {
        ...TopNav_viewer
        ...EmailVerificationBanner_viewer
      }
    `,
    viewer,
  );
  const counts = useFragment(
    graphql`
      fragment SignedInLayout_query on Query {
        ...TopNav_query
      }
    `,
    query,
  );
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <TopNav viewer={data} query={counts} />
      <MainLandmark id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <EmailVerificationBanner viewer={data} />
        {children}
      </MainLandmark>
    </div>
  );
}
