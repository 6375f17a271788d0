import { SearchX } from 'lucide-react';
import { PRODUCT_NAME } from '../product';
import { Link } from '../router/Link';
import { buttonClasses } from './Button';

interface Props {
  /** The heading and the page's title: 'Group not found'. */
  title: string;
  text: string;
  back: { to: string; label: string };
}

/** A screen's page for something missing or not the viewer's to see, with the way back to its listing. */
export function NotFoundCard({ title, text, back }: Props) {
  return (
    <div className="mx-auto w-full max-w-2xl px-3 py-10 sm:px-6">
      <div className="grid place-items-center rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center shadow-sm">
        <title>{`${title} · ${PRODUCT_NAME}`}</title>
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-700">
          <SearchX aria-hidden className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-ink">{title}</h1>
        <p className="mt-2 max-w-sm text-stone-600">{text}</p>
        <Link to={back.to} className={buttonClasses({ className: 'mt-6' })}>
          {back.label}
        </Link>
      </div>
    </div>
  );
}
