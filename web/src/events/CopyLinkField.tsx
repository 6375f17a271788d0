/** A link shown in a read-only field with its Copy button ('Copied' for 2000 ms after a copy). */
import { Check, Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../components/Button';
import { Input } from '../components/Input';
import { Label } from '../components/Label';
import { useCopyLink } from './useCopyLink';

export function CopyLinkField({ label, link }: { label: string; link: string }) {
  const id = useId();
  const { copied, copy } = useCopyLink();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button variant="outline" onClick={() => void copy(link)} aria-live="polite">
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
