/** Event Link Generated: the event page's address with its Copy button ('Link copied!', 'Copied' for 2000 ms). */
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { CopyLinkField } from '../../../events/CopyLinkField';

interface Props {
  link: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EventLinkDialog({ link, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Event Link Generated</DialogTitle>
          <DialogDescription>
            Share it with dads you want to see there: the event still shows only to those who may see it.
          </DialogDescription>
        </DialogHeader>
        <CopyLinkField label="Event link" link={link} />
      </DialogContent>
    </Dialog>
  );
}
