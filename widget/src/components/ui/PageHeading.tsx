// The h1 of a page. After the first page of a visit, focus moves to the new
// page's heading on every route change (and every change of view within a
// page), so keyboard and screen-reader users start reading at the new content.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';

let firstPath: string | null = null;
let navigated = false;

function shouldFocus(path: string): boolean {
  if (firstPath === null) {
    firstPath = path;
    return false;
  }
  if (path !== firstPath) {
    navigated = true;
  }
  return navigated;
}

/** Forgets the visit's first page, as on a fresh page load. */
export function resetHeadingFocus(): void {
  firstPath = null;
  navigated = false;
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
    if (shouldFocus(place)) {
      ref.current?.focus();
    }
  }, [place]);
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
