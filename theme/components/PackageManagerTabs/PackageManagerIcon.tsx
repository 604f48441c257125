import type { PackageManager } from '#shared/package-manager';

/** A small mark in each package manager's colours, beside its name on the tab (decoration). */
export function PackageManagerIcon({ manager }: { manager: PackageManager }) {
  return (
    <svg
      className="rslib-pm-tab__icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      {MARKS[manager]}
    </svg>
  );
}

const MARKS: Record<PackageManager, React.JSX.Element> = {
  npm: (
    <>
      <rect width="16" height="16" rx="2" fill="#cb3837" />
      <path d="M3.5 12.5v-9h9v9h-2.25V5.75H8v6.75z" fill="#fff" />
    </>
  ),
  yarn: (
    <>
      <circle cx="8" cy="8" r="8" fill="#2c8ebb" />
      <path d="M5 4.5 8 8.5l3-4M8 8.5v3.5" stroke="#fff" strokeWidth="1.6" fill="none" />
    </>
  ),
  pnpm: (
    <>
      {[0, 5.5, 11].map((x) => (
        <rect key={`top-${x}`} x={x} y="0" width="4.5" height="4.5" fill="#f9ad00" />
      ))}
      <rect x="11" y="5.5" width="4.5" height="4.5" fill="#f9ad00" />
      {[0, 5.5, 11].map((x) => (
        <rect key={`bottom-${x}`} x={x} y="11" width="4.5" height="4.5" fill="#4e4e4e" />
      ))}
      <rect x="5.5" y="5.5" width="4.5" height="4.5" fill="#4e4e4e" />
    </>
  ),
  bun: (
    <>
      <ellipse cx="8" cy="9" rx="7.5" ry="6.25" fill="#fbf0df" stroke="#3b2f2f" strokeWidth="1" />
      <circle cx="5.75" cy="9" r="0.9" fill="#3b2f2f" />
      <circle cx="10.25" cy="9" r="0.9" fill="#3b2f2f" />
      <path d="M7 10.75q1 .9 2 0" stroke="#3b2f2f" strokeWidth="0.8" fill="none" />
    </>
  ),
};
