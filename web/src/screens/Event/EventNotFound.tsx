import { SearchX } from 'lucide-react';
import { buttonClasses } from '../../components/Button';
import { PRODUCT_NAME } from '../../product';
import { Link } from '../../router/Link';

/** /events/{id} for an event that does not exist, or one the viewer may not see (a private event). */
export function EventNotFound() {
  return (
    <div className="mx-auto w-full max-w-2xl px-3 py-10 sm:px-6">
      <div className="grid place-items-center rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center shadow-sm">
        <title>{`Event not found · ${PRODUCT_NAME}`}</title>
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-700">
          <SearchX aria-hidden className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-ink">Event not found</h1>
        <p className="mt-2 max-w-sm text-stone-600">This event may have been cancelled, it may be private, or the link is not quite right.</p>
        <Link to="/events" className={buttonClasses({ className: 'mt-6' })}>
          Back to Events
        </Link>
      </div>
    </div>
  );
}
