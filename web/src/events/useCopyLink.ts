/**
 * Copy buttons for a link (Event Link Generated, the calendar feed): 'Link copied!' and a copied indicator that
 * lasts 2000 ms.
 */
import { useEffect, useState } from 'react';
import { toast } from '../components/toast/toast-store';

export const COPIED_INDICATOR_MS = 2000;

async function writeToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Browsers without the asynchronous clipboard (an insecure origin): the older command, on a hidden field.
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('Copy refused');
}

export function useCopyLink() {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  useEffect(() => {
    if (copiedAt === null) return;
    const timer = window.setTimeout(() => setCopiedAt(null), COPIED_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [copiedAt]);

  async function copy(link: string) {
    try {
      await writeToClipboard(link);
      setCopiedAt(Date.now());
      toast({ title: 'Link copied!' });
    } catch {
      toast({
        title: 'Error',
        description: 'The link could not be copied: select it and copy it yourself.',
        variant: 'destructive',
      });
    }
  }
  return { copied: copiedAt !== null, copy };
}
