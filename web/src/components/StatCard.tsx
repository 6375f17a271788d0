import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { Link } from '../router/Link';
import { Card } from './Card';

interface Props {
  icon: LucideIcon;
  label: string;
  value: number;
  /** Makes the whole card a link (My Connections leads to /connections). */
  to?: string;
}

/** One number with its label and icon, in a list of stats (the networking screens' tops). Render it inside a `<ul>`. */
export function StatCard({ icon: Icon, label, value, to }: Props) {
  const look = 'flex h-full items-center gap-3 p-4';
  const body = (
    <>
      <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
        <Icon className="size-5" />
      </span>
      <span className="grid">
        <span className="text-2xl font-bold text-ink tabular-nums">{value.toLocaleString('en-US')}</span>
        <span className="text-sm text-stone-600">{label}</span>
      </span>
    </>
  );
  return (
    <li>
      <Card className="h-full">
        {to ? (
          <Link
            to={to}
            className={cn(look, 'rounded-xl hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600')}
          >
            {body}
          </Link>
        ) : (
          <div className={look}>{body}</div>
        )}
      </Card>
    </li>
  );
}
