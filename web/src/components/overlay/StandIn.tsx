/**
 * What a trigger or anchor renders before its overlay's Radix code has arrived: the element Radix would render,
 * with the attributes it would have closed. `asChild` merges them into the child as Radix's Slot does (both
 * handlers run, the child's first; classes joined; the child's other props win).
 */
import { Children, cloneElement, type ComponentProps, type ReactElement, type Ref, type SyntheticEvent } from 'react';

type Props = ComponentProps<'button'> & { as?: 'button' | 'div'; asChild?: boolean };

export function StandIn({ as = 'button', asChild = false, children, ...props }: Props) {
  const Element = as as 'button'; // a div takes none of a button's own attributes here
  if (!asChild) return <Element {...props}>{children}</Element>;
  const child = Children.only(children) as ReactElement<Record<string, unknown>>;
  return cloneElement(child, mergeProps(props, child.props));
}

type AnyHandler = (...args: unknown[]) => unknown;

function mergeProps(slot: Record<string, unknown>, child: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...slot, ...child };
  for (const [name, slotValue] of Object.entries(slot)) {
    const childValue = child[name];
    if (name === 'ref') {
      merged.ref = composeRefs(slotValue as Ref<HTMLElement>, childValue as Ref<HTMLElement>);
    } else if (/^on[A-Z]/.test(name) && typeof slotValue === 'function') {
      merged[name] =
        typeof childValue === 'function'
          ? (...args: unknown[]) => {
              const result = (childValue as AnyHandler)(...args);
              (slotValue as AnyHandler)(...args);
              return result;
            }
          : slotValue;
    } else if (name === 'className') {
      merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    } else if (name === 'style') {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    }
  }
  return merged;
}

/** Radix's order: the caller's handler, then ours unless the caller prevented the default. */
export function composeHandlers<E extends SyntheticEvent | Event>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

export function composeRefs<T>(...refs: Array<Ref<T> | undefined>): (node: T | null) => void {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
