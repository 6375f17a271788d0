/**
 * The page's <main>, once: a screen rendered inside the signed-in layout (which already provides <main>)
 * gets a plain <div>, while the same screen shown to a visitor gets the landmark itself.
 */
import { createContext, use, type HTMLAttributes } from 'react';

const InsideMain = createContext(false);

export function MainLandmark({ children, ...props }: HTMLAttributes<HTMLElement>) {
  const Tag = use(InsideMain) ? 'div' : 'main';
  return (
    <InsideMain value={true}>
      <Tag {...props}>{children}</Tag>
    </InsideMain>
  );
}
