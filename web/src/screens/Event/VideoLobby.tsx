/**
 * The video lobby of a virtual event, for its attendees and host: 'Join Video Call' opens the lobby,
 * where the call itself is a placeholder; the host's meeting link shows there when he set one.
 */
import { ExternalLink, Video } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { VideoLobby_event$key } from '../../__generated__/VideoLobby_event.graphql';
import { Button, buttonClasses } from '../../components/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/Card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  preloadOverlays,
} from '../../components/Dialog';

export function VideoLobby({ event }: { event: VideoLobby_event$key }) {
  const data = useFragment(
    graphql`
      fragment VideoLobby_event on Event {
        title
        isVirtual
        viewerStatus
        meetingUrl
      }
    `,
    event,
  );
  const [open, setOpen] = useState(false);
  if (!data.isVirtual || (data.viewerStatus !== 'ATTENDING' && data.viewerStatus !== 'HOST')) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Video Call</CardTitle>
        <CardDescription>This event happens online. Join the call from here when it starts.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onPointerEnter={preloadOverlays} onFocus={preloadOverlays} onClick={() => setOpen(true)}>
          <Video aria-hidden />
          Join Video Call
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>Video Call Lobby</DialogTitle>
            <DialogDescription>{data.title}</DialogDescription>
          </DialogHeader>
          <div className="grid aspect-video place-items-center rounded-xl bg-stone-900 p-6 text-center text-stone-100">
            <p>The video call will start here soon. Hang tight: in-app calls are on their way.</p>
          </div>
          {data.meetingUrl ? (
            <a
              href={data.meetingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ className: 'justify-self-start' })}
            >
              <ExternalLink aria-hidden />
              Open the host's meeting link
            </a>
          ) : (
            <p className="text-sm text-stone-600">The host has not shared a meeting link yet.</p>
          )}
          {data.meetingUrl && <p className="text-sm break-all text-stone-600">{data.meetingUrl}</p>}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
