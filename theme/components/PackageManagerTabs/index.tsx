import { Tab, Tabs } from '@rspress/core/theme';
import { commandsFor, PACKAGE_MANAGERS, type PackageManager } from '#shared/package-manager';
import { getCustomMDXComponent } from '../getCustomMDXComponent';
import { PackageManagerIcon } from './PackageManagerIcon';
import './index.css';

export type PackageManagerTabsProps = {
  /** Manager-neutral arguments (`add @rslib/core -D`) or one full command per manager. */
  command: string | Partial<Record<PackageManager, string>>;
  exec?: boolean;
  dlx?: boolean;
};

/**
 * Install-command tabs for npm, yarn, pnpm and bun, sharing the chosen manager across the site
 * (Rspress's tab group). Our own rather than the stock one, which adds deno and ships detailed
 * logos that weigh more than the rest of a page's code.
 */
export function PackageManagerTabs({ command, exec, dlx }: PackageManagerTabsProps) {
  const commands =
    typeof command === 'string'
      ? commandsFor(command, dlx ? 'dlx' : exec ? 'exec' : 'install')
      : Object.fromEntries(PACKAGE_MANAGERS.filter((m) => command[m]).map((m) => [m, command[m]]));
  const entries = Object.entries(commands) as [PackageManager, string][];

  if (import.meta.env.SSG_MD) {
    return entries.map(([manager, line]) => `\n\`\`\`sh [${manager}]\n${line}\n\`\`\`\n`).join('');
  }

  const Pre = getCustomMDXComponent().pre;
  return (
    <Tabs groupId="package.manager" className="rslib-pm-tabs">
      {entries.map(([manager, line]) => {
        const program = line.split(' ')[0] ?? '';
        return (
          <Tab
            key={manager}
            label={
              <span className="rslib-pm-tab">
                <PackageManagerIcon manager={manager} />
                {manager}
              </span>
            }
          >
            <Pre lang="bash" className="shiki css-variables rslib-pm-command">
              <code>
                <span className="line">
                  <span className="rslib-pm-command__program">{program}</span>
                  <span className="rslib-pm-command__args">{line.slice(program.length)}</span>
                </span>
              </code>
            </Pre>
          </Tab>
        );
      })}
    </Tabs>
  );
}
