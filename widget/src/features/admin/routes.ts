// The console's pages under /admin/ (ROUTE-35 leaves /admin to the console
// before any client is looked up). Which of them a member sees in the
// navigation depends on their scopes (AdminConsole.tsx): scheduled payments
// only with a schedpay scope (ROLE-28).
export const ADMIN_PREFIX = '/admin';

/** The staff's scheduled payments made for a payer (SCHED-04, SCHED-05). */
export const SCHEDULED_PAYMENTS_SECTION = 'scheduled-payments';

/** The console's sections, in navigation order. */
export const SECTIONS = ['announcements', SCHEDULED_PAYMENTS_SECTION, 'audit'] as const;
export type Section = (typeof SECTIONS)[number];

/** Whether a path is the console's: /admin or a path under /admin/. */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
}

/** The section a console path shows; null for a path that names no section. */
export function sectionOf(pathname: string): Section | null {
  const rest = pathname.slice(ADMIN_PREFIX.length).replace(/^\/+|\/+$/g, '');
  if (rest === '') {
    return 'announcements';
  }
  return (SECTIONS as readonly string[]).includes(rest) ? (rest as Section) : null;
}

/** The path of a section. */
export function sectionPath(section: Section): string {
  return `${ADMIN_PREFIX}/${section}`;
}
