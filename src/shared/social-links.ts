/** How each of Rspress's preset social icons is called: the service's own spelling. */
const SERVICE_NAMES: Record<string, string> = {
  bilibili: 'Bilibili',
  bluesky: 'Bluesky',
  discord: 'Discord',
  facebook: 'Facebook',
  github: 'GitHub',
  gitlab: 'GitLab',
  instagram: 'Instagram',
  juejin: 'Juejin',
  lark: 'Lark',
  linkedin: 'LinkedIn',
  npm: 'npm',
  qq: 'QQ',
  slack: 'Slack',
  wechat: 'WeChat',
  weibo: 'Weibo',
  x: 'X',
  youtube: 'YouTube',
  zhihu: 'Zhihu',
};

/**
 * The name of the service a social link points to, for its accessible name: the preset icon's
 * service, else the link's host without `www.` (a custom SVG icon says nothing by itself).
 */
export function socialServiceName(icon: string | { svg: string }, url: string): string {
  const preset = typeof icon === 'string' ? SERVICE_NAMES[icon.toLowerCase()] : undefined;
  if (preset) return preset;
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
