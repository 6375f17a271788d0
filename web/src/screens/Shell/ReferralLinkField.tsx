import { Check, Copy, Sparkles } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { Label } from '../../components/Label';
import { toast } from '../../components/toast/toast-store';
import { referralLink } from './referral-link';
import { useGenerateReferralCode } from './useGenerateReferralCode';

/** The viewer's referral link with a copy button, or the Generate Code button while there is no code. */
export function ReferralLinkField({ referralCode }: { referralCode: string | null | undefined }) {
  const [generate, generating] = useGenerateReferralCode();
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  async function onGenerate() {
    try {
      await generate();
      toast({ title: 'Referral Code Generated', description: 'Your referral link is ready to share.' });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to generate referral code. Please try again.',
        variant: 'destructive',
      });
    }
  }

  async function onCopy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
      toast({ title: 'Link Copied', description: 'Your referral link is on the clipboard.' });
    } catch {
      // No clipboard access (an insecure page, a refused permission): select the link for a manual copy.
      inputRef.current?.select();
      toast({ title: 'Copy failed', description: 'Select the link and copy it yourself.', variant: 'destructive' });
    }
  }

  if (!referralCode) {
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-dashed border-brand-300 bg-brand-50 p-4 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-stone-700">
          Get your personal link: you earn +100 Dad Score for each dad who joins with it.
        </p>
        <Button variant="primary" size="sm" loading={generating} onClick={() => void onGenerate()}>
          <Sparkles aria-hidden />
          Generate Code
        </Button>
      </div>
    );
  }

  const link = referralLink(referralCode);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Your referral link</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={link}
          readOnly
          onFocus={(event) => event.target.select()}
          className="font-mono text-sm sm:text-xs"
        />
        <Button variant="outline" size="icon" aria-label="Copy link" onClick={() => void onCopy(link)}>
          {copied ? <Check aria-hidden className="text-green-700" /> : <Copy aria-hidden />}
        </Button>
      </div>
      <p className="text-xs text-stone-600">You earn +100 Dad Score when someone joins with your link.</p>
    </div>
  );
}
