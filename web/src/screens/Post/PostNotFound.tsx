import { FileQuestion } from 'lucide-react';
import { buttonClasses } from '../../components/Button';
import { PRODUCT_NAME } from '../../product';
import { Link } from '../../router/Link';

/** A permalink to a post that was deleted, never existed, or sits in a group the member cannot see. */
export function PostNotFound() {
  return (
    <div className="grid place-items-center rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center shadow-sm">
      <title>{`Post not found · ${PRODUCT_NAME}`}</title>
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-700">
        <FileQuestion aria-hidden className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-ink">Post not found</h1>
      <p className="mt-2 max-w-sm text-stone-600">This post may have been deleted, or you may not have access to it.</p>
      <Link to="/" className={buttonClasses({ className: 'mt-6' })}>
        Back to home
      </Link>
    </div>
  );
}
