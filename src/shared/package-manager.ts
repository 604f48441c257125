/** The package managers whose commands the docs show, in tab order (npm, yarn, pnpm, bun). */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/**
 * - `install`: the manager's own command (`npm add -D x`, `yarn add -D x`).
 * - `exec`: run a binary installed in the project (`npx rslib build`, `pnpm rslib build`).
 * - `dlx`: fetch and run a package from the registry (`npx x`, `pnpm dlx x`).
 */
export type CommandKind = 'install' | 'exec' | 'dlx';

const PREFIX: Record<CommandKind, Record<PackageManager, string>> = {
  install: { npm: 'npm', yarn: 'yarn', pnpm: 'pnpm', bun: 'bun' },
  exec: { npm: 'npx', yarn: 'yarn', pnpm: 'pnpm', bun: 'bunx' },
  dlx: { npm: 'npx', yarn: 'yarn dlx', pnpm: 'pnpm dlx', bun: 'bunx' },
};

function adaptForManager(manager: PackageManager, args: string): string {
  if (manager === 'npm') return args;
  // Yarn's `create` has no version tag; every other manager adds packages with `add`.
  if (manager === 'yarn' && args.startsWith('create '))
    return args.replace(/^(create \S+)@latest\b/, '$1');
  if (/^(install|i) \S/.test(args)) return args.replace(/^(install|i) /, 'add ');
  return args;
}

/** One command line per package manager for the manager-neutral `args`. */
export function commandsFor(
  args: string,
  kind: CommandKind = 'install',
): Record<PackageManager, string> {
  const trimmed = args.trim().replace(/\s+/g, ' ');
  if (trimmed === '') throw new Error('PackageManagerTabs: the command is empty');
  const entries = PACKAGE_MANAGERS.map((manager) => {
    const managerArgs = kind === 'install' ? adaptForManager(manager, trimmed) : trimmed;
    return [manager, `${PREFIX[kind][manager]} ${managerArgs}`] as const;
  });
  return Object.fromEntries(entries) as Record<PackageManager, string>;
}
