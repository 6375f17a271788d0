import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { cn } from '../../lib/cn';
import { CATEGORIES, categoryLabel, toggleCategory, type CategoryId } from './categories';
import { CATEGORY_ICONS } from './category-icons';

/** Below Tailwind's md breakpoint the dashboard is one column. */
const PHONE_WIDTH = '(max-width: 47.999rem)';

interface Props {
  value: CategoryId | null;
  onChange: (category: CategoryId | null) => void;
}

/**
 * The feed's category filter: open by default, it collapses to a thin bar; one category at a time. On a phone it
 * starts collapsed: its twenty chips would push the feed a screen down.
 */
export function CategoryFilter({ value, onChange }: Props) {
  const [open, setOpen] = useState(() => !window.matchMedia(PHONE_WIDTH).matches);
  const panelId = useId();
  return (
    <section aria-label="Category filter" className="rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 px-3', open ? 'py-2' : 'py-1')}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="inline-flex h-8 cursor-pointer items-center gap-2 rounded-full px-2 text-sm font-bold text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <SlidersHorizontal aria-hidden className="size-4 text-brand-700" />
          Categories
          <ChevronDown aria-hidden className={cn('size-4 text-stone-500 transition-transform', open && 'rotate-180')} />
        </button>
        {value && (
          <p className="flex items-center gap-2 text-sm text-stone-700">
            <span>
              Filtering by <strong className="font-semibold text-brand-800">{categoryLabel(value)}</strong>
            </span>
            <Button variant="link" size="sm" onClick={() => onChange(null)}>
              Clear filter
            </Button>
          </p>
        )}
      </div>
      <div id={panelId} hidden={!open} className="border-t border-stone-100 p-3">
        <ul className="flex flex-wrap gap-2" aria-label="Categories">
          {CATEGORIES.map(({ id, label }) => {
            const Icon = CATEGORY_ICONS[id];
            const selected = value === id;
            return (
              <li key={id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onChange(toggleCategory(value, id))}
                  className={cn(
                    'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    selected ? 'bg-brand-700 text-white shadow-sm' : 'bg-stone-100 text-stone-700 hover:bg-stone-200',
                  )}
                >
                  <Icon aria-hidden className="size-3.5" />
                  {label}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
