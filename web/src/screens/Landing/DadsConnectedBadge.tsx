import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DADS_CONNECTED_FALLBACK, fetchDadsConnected } from './dadsConnected';

/** The landing page's live member counter; reads 1 until (or unless) the API gives a count. */
export function DadsConnectedBadge() {
  const [count, setCount] = useState(DADS_CONNECTED_FALLBACK);

  useEffect(() => {
    const controller = new AbortController();
    void fetchDadsConnected(fetch, controller.signal).then((next) => {
      if (!controller.signal.aborted) setCount(next);
    });
    return () => controller.abort();
  }, []);

  return (
    <p className="inline-flex items-center gap-2.5 rounded-full bg-white py-1.5 pr-4 pl-1.5 text-sm font-medium text-stone-700 shadow-sm ring-1 ring-stone-200">
      <span className="grid size-7 place-items-center rounded-full bg-brand-100 text-brand-700">
        <Users className="size-4" aria-hidden="true" />
      </span>
      <span>
        <strong data-testid="dads-connected-count" className="font-bold text-ink tabular-nums">
          {count.toLocaleString('en-US')}
        </strong>{' '}
        Dads Connected
      </span>
      <span className="relative flex size-2" aria-hidden="true">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:hidden" />
        <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
      </span>
    </p>
  );
}
