import {
  createContext,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from '../lib/cn';

/**
 * Tabs (the dashboard's feeds, the groups, events and networking screens, dialogs): a segmented control with the
 * WAI-ARIA tabs pattern. One tab is in the Tab order (the selected one); the arrow keys, Home and End move between
 * the tabs and select the one they reach. Tabs that do not fit on one line wrap onto the next, each row filled: a
 * strip that scrolled sideways with its scrollbar hidden cut the last tabs off.
 *
 * Written here rather than taken from a component library: the dashboard opens with it, and the library's tabs
 * brought ~8 KB (gzipped) of focus and collection machinery into the signed-in home's first download.
 */

interface TabsState {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

/** A value as a piece of an element id (a category name may hold spaces, which an id list cannot). */
const idPart = (value: string) => value.replace(/[^\w-]/g, '_');
const tabId = (baseId: string, value: string) => `${baseId}-tab-${idPart(value)}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${idPart(value)}`;

interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> {
  /** The selected tab, when the caller keeps it (with onValueChange). */
  value?: string;
  /** The tab selected first, when the tabs keep it themselves. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

export function Tabs({ value, defaultValue, onValueChange, children, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const controlled = value !== undefined;
  const select = useCallback(
    (next: string) => {
      if (!controlled) setOwn(next);
      onValueChange?.(next);
    },
    [controlled, onValueChange],
  );
  const state = useMemo(
    () => ({ baseId, value: controlled ? value : own, select }),
    [baseId, controlled, value, own, select],
  );
  return (
    <TabsContext.Provider value={state}>
      <div data-orientation="horizontal" {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = KEY_MOVES[event.key];
    if (event.defaultPrevented || !move || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)]!;
    next.focus();
    next.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        // The radius of a one-line strip (a trigger's 2.25rem and the padding), which suits two lines too.
        'inline-flex max-w-full flex-wrap items-center gap-1 rounded-[1.375rem] bg-stone-100 p-1',
        className,
      )}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

interface TabsTriggerProps extends Omit<ComponentProps<'button'>, 'value'> {
  value: string;
}

export function TabsTrigger({ value, className, onClick, ...props }: TabsTriggerProps) {
  const { baseId, value: selected, select } = useTabs('TabsTrigger');
  const active = selected === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={active}
      aria-controls={panelId(baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      className={cn(
        'inline-flex h-9 shrink-0 grow cursor-pointer items-center justify-center gap-1.5 rounded-full px-4 text-sm font-semibold',
        'whitespace-nowrap text-stone-600 transition-colors hover:text-ink [&_svg]:size-4',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !active) select(value);
      }}
      {...props}
    />
  );
}

interface TabsContentProps extends ComponentProps<'div'> {
  value: string;
  /** Kept in the page while another tab is selected (its state and scroll survive); hide it with `data-[state=inactive]:hidden`. */
  forceMount?: boolean;
}

export function TabsContent({ value, forceMount = false, className, ...props }: TabsContentProps) {
  const { baseId, value: selected } = useTabs('TabsContent');
  const active = selected === value;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a tab panel focusable, so Tab from the tab list reaches its content even when it holds no control
      tabIndex={0}
      className={cn(
        'mt-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 rounded-lg',
        className,
      )}
      {...props}
    />
  );
}
