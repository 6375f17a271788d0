import type { ReactNode } from 'react';
import { Link } from '../../router/Link';

interface Props {
  to: string;
  /** An avatar or an icon. */
  leading: ReactNode;
  title: string;
  detail?: string;
  onChoose: () => void;
}

/** One search result: a link with a picture or icon, a title and a grey detail line. */
export function SearchResultLink({ to, leading, title, detail, onChoose }: Props) {
  return (
    <li>
      <Link
        to={to}
        onClick={onChoose}
        className="flex items-center gap-3 rounded-lg px-2 py-2 outline-none hover:bg-stone-100 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {leading}
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold text-ink" title={title}>
            {title}
          </span>
          {detail && (
            <span className="block truncate text-xs text-stone-600" title={detail}>
              {detail}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
