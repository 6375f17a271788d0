import { ShieldAlert } from 'lucide-react';
import { Button } from '../components/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/Dialog';

interface Props {
  /** The server's message (read from the 400's JSON body); null keeps the modal closed. */
  message: string | null;
  onClose: () => void;
}

/** Shown when the server refuses a post's image as adult content. */
export function ImageBlockedModal({ message, onClose }: Props) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent hideClose className="sm:max-w-md">
        <DialogHeader className="items-center pr-0 text-center sm:items-start sm:text-left">
          <span className="grid size-12 place-items-center rounded-full bg-red-100 text-red-700">
            <ShieldAlert aria-hidden className="size-6" />
          </span>
          <DialogTitle>Image Cannot Be Posted</DialogTitle>
          <DialogDescription className="font-semibold text-red-700">Content violates site guidelines</DialogDescription>
        </DialogHeader>
        <p className="rounded-xl bg-red-50 p-3 text-sm text-red-900">{message}</p>
        <p className="text-sm text-stone-600">
          We keep {__PRODUCT_NAME__} a family-friendly environment for every dad. The image was not posted; choose
          another one or share your post without it.
        </p>
        <DialogFooter>
          <Button onClick={onClose}>I Understand</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
