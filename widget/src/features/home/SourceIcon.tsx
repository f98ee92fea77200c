// The icon of a payable source: an image when the configured icon is a URL,
// otherwise a built-in outline icon chosen by name.
const ICONS: Record<string, string> = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5.5h4V20',
  car: 'M4 16.5V12l2-5h12l2 5v4.5M4 16.5h16M4 16.5V19h3v-2.5M17 16.5V19h3v-2.5M4 12h16M7.5 14.2h.01M16.5 14.2h.01',
  water: 'M12 3.5S6 10 6 14a6 6 0 0 0 12 0c0-4-6-10.5-6-10.5Z',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z',
  briefcase: 'M3.5 8h17v11h-17zM9 8V5.5h6V8M3.5 13h17',
  receipt: 'M6 3.5h12v17l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5-2 1.5zM9 8h6M9 12h6M9 16h3',
};

const ALIASES: ReadonlyArray<[RegExp, string]> = [
  [/house|home|property|tax/, 'home'],
  [/car|vehicle|auto|tag|dmv/, 'car'],
  [/water|utilit|drop/, 'water'],
  [/heart|donat|charity|gift/, 'heart'],
  [/brief|business|license/, 'briefcase'],
];

export function iconName(icon: string): string {
  const name = icon.toLowerCase();
  if (name in ICONS) {
    return name;
  }
  return ALIASES.find(([pattern]) => pattern.test(name))?.[1] ?? 'receipt';
}

function isUrl(icon: string): boolean {
  return icon.startsWith('/') || icon.startsWith('https://') || icon.startsWith('http://');
}

/** Decorative: the tile's title names the source. */
export function SourceIcon({ icon }: { icon: string }) {
  if (isUrl(icon)) {
    return <img className="tile__icon" src={icon} alt="" />;
  }
  return (
    <svg className="tile__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICONS[iconName(icon)]} />
    </svg>
  );
}
