/** The server's VAPID public key, asked for only when the member turns push on. */
import { fetchQuery, graphql } from 'react-relay/hooks';
import type { IEnvironment } from 'relay-runtime';
import type { pushPublicKeyQuery } from '../../__generated__/pushPublicKeyQuery.graphql';

const query = graphql`
  query pushPublicKeyQuery {
    pushPublicKey
  }
`;

export async function fetchPushPublicKey(environment: IEnvironment): Promise<string> {
  const data = await fetchQuery<pushPublicKeyQuery>(
    environment,
    query,
    {},
    { fetchPolicy: 'network-only' },
  ).toPromise();
  if (!data?.pushPublicKey) throw new Error('The server sent no push key.');
  return data.pushPublicKey;
}
