import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/Card';

interface Props {
  title: string;
  icon: LucideIcon;
  /** A link or button beside the title ('View all', refresh). */
  action?: ReactNode;
  children: ReactNode;
}

/** One dashboard widget: a titled card. */
export function SectionCard({ title, icon: Icon, action, children }: Props) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Icon aria-hidden className="size-4 text-brand-700" />
          {title}
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A widget with nothing to show: its own message and, when there is one, a way to find some. */
export function SectionEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="grid justify-items-start gap-2 text-sm text-stone-600">
      <p>{children}</p>
      {action}
    </div>
  );
}
