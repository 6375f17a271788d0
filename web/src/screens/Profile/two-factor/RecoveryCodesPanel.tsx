/**
 * The ten recovery codes, shown once after two-factor is turned on (the server keeps only their hashes): in a grid,
 * with Copy codes, Download (a text file) and Done. The list takes the focus, so a screen reader reads them.
 */
import { Copy, Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/Button';
import { DialogFooter } from '../../../components/Dialog';
import { toast } from '../../../components/toast/toast-store';
import { recoveryCodesFile } from '../../../lib/two-factor';
import { PRODUCT_NAME } from '../../../product';

interface Props {
  codes: readonly string[];
  onDone: () => void;
}

export function RecoveryCodesPanel({ codes, onDone }: Props) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => list.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({ title: 'Codes copied' });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the codes are selected for the member to copy.
      if (list.current) window.getSelection()?.selectAllChildren(list.current);
      toast({
        title: 'Error',
        description: 'The codes could not be copied: select them and copy them yourself.',
        variant: 'destructive',
      });
    }
  }

  function download() {
    const file = recoveryCodesFile(PRODUCT_NAME, codes, new Date());
    const url = URL.createObjectURL(new Blob([file.text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.click();
    // Released once the browser has taken the file; at once, some browsers would save nothing.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  return (
    <div className="grid gap-4">
      <ol
        ref={list}
        tabIndex={-1}
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-xl border border-stone-200 bg-stone-50 p-3 font-mono text-sm focus:outline-2 focus:outline-brand-600"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-white px-2 py-1.5 text-center tracking-wide ring-1 ring-stone-200">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy codes
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          <Download aria-hidden />
          Download
        </Button>
      </div>
      <DialogFooter>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </div>
  );
}
