import { PackageManagerTabs as OriginalPackageManagerTabs } from '@rspress/core/theme-original';
import { commandsFor, PACKAGE_MANAGERS, type PackageManager } from '../../../src/package-manager';

export type PackageManagerTabsProps = {
  /** Manager-neutral arguments (`add @rslib/core -D`) or one full command per manager. */
  command: string | Partial<Record<PackageManager, string>>;
  exec?: boolean;
  dlx?: boolean;
};

/** Install-command tabs for npm, yarn, pnpm and bun (the stock component adds deno). */
export function PackageManagerTabs({ command, exec, dlx }: PackageManagerTabsProps) {
  const commands =
    typeof command === 'string'
      ? commandsFor(command, dlx ? 'dlx' : exec ? 'exec' : 'install')
      : Object.fromEntries(PACKAGE_MANAGERS.filter((m) => command[m]).map((m) => [m, command[m]]));
  return <OriginalPackageManagerTabs command={commands} />;
}
