// The h1 of a page. After the first page of a visit, focus moves to the new
// page's heading on every route change (and every change of view within a
// page), so keyboard and screen-reader users start reading at the new content.
// In the portal a route change leaves the scrolling to the navigation
// (lib/routeScroll.ts: hash target, saved position or top), so that focus
// does not pull the page back up to the heading; a change of view within a
// page has no navigation behind it and lets focus bring the heading into
// view, as does every change in the widget, whose host does the scrolling.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { routeScrollActive } from '../../lib/routeScroll';

let firstPlace: string | null = null;
let navigated = false;
let lastPath: string | null = null;
let lastPlace: string | null = null;

interface FocusPlan {
  focus: boolean;
  /** Only the view changed: focus may scroll the heading into view. */
  viewChange: boolean;
}

function plan(path: string, place: string): FocusPlan {
  const viewChange = lastPath === path && lastPlace !== place;
  lastPath = path;
  lastPlace = place;
  if (firstPlace === null) {
    firstPlace = place;
    return { focus: false, viewChange };
  }
  if (place !== firstPlace) {
    navigated = true;
  }
  return { focus: navigated, viewChange };
}

/** Forgets the visit's first page, as on a fresh page load. */
export function resetHeadingFocus(): void {
  firstPlace = null;
  navigated = false;
  lastPath = null;
  lastPlace = null;
}

export interface PageHeadingProps {
  children: ReactNode;
  className?: string;
  /** A view within the path (a step of a page): changing it moves focus like a route change. */
  view?: string;
}

export function PageHeading({ children, className, view }: PageHeadingProps) {
  const [path] = useLocation();
  const ref = useRef<HTMLHeadingElement>(null);
  const place = view ? `${path}#${view}` : path;
  useEffect(() => {
    const { focus, viewChange } = plan(path, place);
    if (focus) {
      ref.current?.focus({ preventScroll: !viewChange && routeScrollActive() });
    }
  }, [path, place]);
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
