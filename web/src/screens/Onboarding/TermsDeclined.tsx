import { FileText } from 'lucide-react';
import { Button } from '../../components/Button';
import { PRODUCT_NAME } from '../../product';

/**
 * After Cancel on the terms: nothing starts without them. The page's own Log out (top right) is reachable now;
 * the member may also review the terms again.
 */
export function TermsDeclined({ onReview }: { onReview: () => void }) {
  return (
    <section
      aria-labelledby="terms-declined-title"
      className="grid justify-items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm"
    >
      <FileText aria-hidden className="size-10 text-brand-600" />
      <h2 id="terms-declined-title" className="text-lg font-bold text-ink">
        Terms not accepted yet
      </h2>
      <p className="max-w-md text-sm text-stone-600">
        You need to accept the Terms of Service before you can set up your profile and join {PRODUCT_NAME}. Not ready?
        Log out at the top of the page and come back any time.
      </p>
      <Button className="mt-2" onClick={onReview}>
        Review the terms
      </Button>
    </section>
  );
}
