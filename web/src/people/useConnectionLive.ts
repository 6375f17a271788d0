/**
 * The viewer's connections, live (`connectionChanged`): each change lands in the store, so the Network badge, the
 * Requests tab (its count and its list) and the Connect buttons follow without a reload. The event carries the
 * connection as it now is (a sender's Request Sent becomes Connected once accepted) and the viewer's pending count;
 * a request to the viewer joins the top of the Requests list, an answered or removed one leaves it. Mounted once, in
 * the shell; a failed subscription is tried again after `retryMs`.
 */
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  useConnectionLiveSubscription,
  useConnectionLiveSubscription$data,
} from '../__generated__/useConnectionLiveSubscription.graphql';
import { removeDeletedNode, type StoreRecords } from '../relay/deleted-node';
import { useRetriedSubscription } from '../relay/useRetriedSubscription';

const connectionChangedSubscription = graphql`
  subscription useConnectionLiveSubscription {
    connectionChanged {
      kind
      connectionId
      pendingRequestCount
      connection {
        id
        status
        requester {
          id
        }
        receiver {
          id
        }
        ...RequestRow_connection
      }
    }
  }
`;

/** The Requests tab's list (RequestsTab), when it has been read. */
const REQUESTS_KEY = 'RequestsTab_pendingConnectionRequests';

function applyChange(
  store: RecordSourceSelectorProxy<useConnectionLiveSubscription$data>,
  data: useConnectionLiveSubscription$data,
  source: StoreRecords,
) {
  const change = data.connectionChanged;
  const root = store.getRoot();
  // The field the nav badge, the tab's badge and the Pending Requests card read.
  root.getLinkedRecord('pendingConnectionRequests', { first: 1 })?.setValue(change.pendingRequestCount, 'totalCount');
  const requests = ConnectionHandler.getConnection(root, REQUESTS_KEY);
  const viewerId = root.getLinkedRecord('viewer')?.getDataID();
  const toViewer = change.connection?.receiver.id === viewerId;
  if (requests) {
    ConnectionHandler.deleteNode(requests, change.connectionId);
    const node = store.get(change.connectionId);
    if (change.kind === 'REQUESTED' && toViewer && node) {
      ConnectionHandler.insertEdgeBefore(
        requests,
        ConnectionHandler.createEdge(store, requests, node, 'ConnectionEdge'),
      );
    }
  }
  // A removed connection leaves every list (My Connections, My Network) and reads as none: Connect again.
  if (change.kind === 'REMOVED') removeDeletedNode(store, source, change.connectionId);
}

export function useConnectionLive(retryMs: number): void {
  const environment = useRelayEnvironment();
  useRetriedSubscription<useConnectionLiveSubscription>(
    {
      subscription: connectionChangedSubscription,
      variables: {},
      updater: (store, data) => {
        if (data) applyChange(store, data, environment.getStore().getSource());
      },
    },
    retryMs,
  );
}
