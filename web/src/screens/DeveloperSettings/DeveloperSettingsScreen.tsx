/**
 * /settings/developer, Developer settings (docs/integrations.md, docs/web.md): what personal access tokens are for, the form
 * that makes one (the token shows once; the server keeps only its hash), and Your tokens with Revoke. One query
 * for the page; reached from the member's own profile.
 */
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { DeveloperSettingsScreenQuery } from '../../__generated__/DeveloperSettingsScreenQuery.graphql';
import { PRODUCT_NAME } from '../../product';
import type { ScreenProps } from '../../router/routes';
import { AccessTokenList } from './AccessTokenList';
import { DeveloperIntro } from './DeveloperIntro';
import { NewTokenCard } from './NewTokenCard';

export const developerSettingsScreenQuery = graphql`
  query DeveloperSettingsScreenQuery {
    ...ScopeChecklist_query
    ...AccessTokenList_query
  }
`;

export default function DeveloperSettingsScreen({ queryRef }: ScreenProps<DeveloperSettingsScreenQuery>) {
  const data = usePreloadedQuery<DeveloperSettingsScreenQuery>(developerSettingsScreenQuery, queryRef!);
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-3 py-4 pb-24 sm:px-6 sm:py-8">
      <title>{`Developer settings · ${PRODUCT_NAME}`}</title>
      <DeveloperIntro />
      <NewTokenCard scopes={data} />
      <AccessTokenList query={data} />
    </div>
  );
}
