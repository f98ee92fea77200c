// A shopping cart drawn inline (no extra request, follows the theme's
// colour). With a label it is a picture for assistive technology; without,
// decoration next to text that says the same.
export interface CartPictureProps {
  /** The picture's text alternative; absent: decorative, hidden from assistive technology. */
  label?: string;
  className?: string;
}

export function CartPicture({ label, className }: CartPictureProps) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className={className} viewBox="0 0 64 64" focusable="false" {...named}>
      <path
        d="M4 8h9l7 32h32l6-22H17"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="52" r="5" fill="currentColor" />
      <circle cx="48" cy="52" r="5" fill="currentColor" />
    </svg>
  );
}
