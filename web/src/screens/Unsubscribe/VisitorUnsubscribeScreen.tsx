import { UnsubscribeScreen } from './UnsubscribeScreen';

/** The unsubscribe page as a signed-out visitor meets it: signing in leads to the notification settings. */
export default function VisitorUnsubscribeScreen() {
  return <UnsubscribeScreen visitor />;
}
