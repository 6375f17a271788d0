import { ImagePlus } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { toast } from './toast/toast-store';
import { imageFileProblem, type ImageForm, type ImageProblem } from '../lib/image-checks';

interface Props {
  /** Which form's texts the size check uses (the comment form's ends with a full stop). */
  form: ImageForm;
  /** Another screen's checks and texts in place of the form's (a channel's images). */
  check?: (file: File) => ImageProblem | null;
  onPick: (file: File) => void;
  /** Names the hidden file field, e.g. 'Comment image'. */
  inputLabel: string;
  disabled?: boolean;
  children: ReactNode;
}

/** A button that opens the file chooser; an image over 5 MB or a non-image is refused with a toast saying why. */
export function ImagePickButton({ form, check, onPick, inputLabel, disabled, children }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        aria-label={inputLabel}
        className="hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file may be chosen again
          if (!file) return;
          const problem = check ? check(file) : imageFileProblem(file, form);
          if (problem) toast({ ...problem, variant: 'destructive' });
          else onPick(file);
        }}
      />
      <Button variant="ghost" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
        <ImagePlus aria-hidden />
        {children}
      </Button>
    </>
  );
}
