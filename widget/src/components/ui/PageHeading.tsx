// The h1 of a page. After the first page of a visit, focus moves to the new
// page's heading on every route change, so keyboard and screen-reader users
// start reading at the new content.
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

export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  const [path] = useLocation();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shouldFocus(path)) {
      ref.current?.focus();
    }
  }, [path]);
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
