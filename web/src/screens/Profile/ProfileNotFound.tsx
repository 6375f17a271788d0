import { UserX } from 'lucide-react';
import { buttonClasses } from '../../components/Button';
import { PRODUCT_NAME } from '../../product';
import { Link } from '../../router/Link';

/** /profile/{id} for an id that names no member (missing, malformed or deleted). */
export function ProfileNotFound() {
  return (
    <div className="mx-auto w-full max-w-2xl px-3 py-10 sm:px-6">
      <div className="grid place-items-center rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center shadow-sm">
        <title>{`Profile not found · ${PRODUCT_NAME}`}</title>
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-700">
          <UserX aria-hidden className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-ink">Profile not found</h1>
        <p className="mt-2 max-w-sm text-stone-600">
          This dad may have left {PRODUCT_NAME}, or the link is not quite right.
        </p>
        <Link to="/networking" className={buttonClasses({ className: 'mt-6' })}>
          Back to Dad Network
        </Link>
      </div>
    </div>
  );
}
