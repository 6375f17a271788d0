/** Push on this device: on or off here, what stands in the way when it cannot be, and how many devices have it. */
import { BellRing } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PushCard_settings$key } from '../../__generated__/PushCard_settings.graphql';
import { Button } from '../../components/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/Card';
import { pushDevicesText } from '../../lib/web-push';
import { usePushDevice } from './usePushDevice';

const BLOCKED =
  'Notifications are blocked for this site. To allow them, open the site settings from the icon beside the ' +
  'address bar (a padlock or sliders), set Notifications to Allow, then reload this page.';
const NO_WORKER =
  'Push needs the app’s service worker, which is not running in this browser yet. Reload the page in a moment ' +
  'to try again.';

export function PushCard({ settings }: { settings: PushCard_settings$key }) {
  const { pushDevices } = useFragment(
    graphql`
      fragment PushCard_settings on NotificationSettings {
        pushDevices
      }
    `,
    settings,
  );
  const { state, busy, turnOn, turnOff } = usePushDevice();
  const titleId = useId();
  let body: ReactNode;
  switch (state.name) {
    case 'checking':
      body = <Note status>Checking this browser…</Note>;
      break;
    case 'unsupported':
      body = <Note>This browser cannot show push notifications.</Note>;
      break;
    case 'no-worker':
      body = <Note>{NO_WORKER}</Note>;
      break;
    case 'denied':
      body = <Note>{BLOCKED}</Note>;
      break;
    case 'off':
      body = (
        <Button className="justify-self-start" loading={busy} onClick={() => void turnOn()}>
          {!busy && <BellRing aria-hidden />}
          Turn on push notifications
        </Button>
      );
      break;
    case 'on':
      body = (
        <>
          <Note>Push notifications are on for this device.</Note>
          <Button variant="outline" className="justify-self-start" loading={busy} onClick={() => void turnOff()}>
            Turn off on this device
          </Button>
        </>
      );
      break;
  }
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Push on this device</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {body}
        <p className="text-sm text-stone-600">{pushDevicesText(pushDevices)}</p>
      </CardContent>
    </Card>
  );
}

function Note({ children, status = false }: { children: ReactNode; status?: boolean }) {
  return (
    <p role={status ? 'status' : undefined} className="text-sm text-ink">
      {children}
    </p>
  );
}
