/** A sidebar card: its title, and a list named by it (the stats, the topics, the guidelines). */
import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/Card';

export function SidebarCard({
  title,
  listClassName,
  children,
}: {
  title: string;
  listClassName: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby={titleId} className={listClassName}>
          {children}
        </ul>
      </CardContent>
    </Card>
  );
}
