/** Rspress's build-time module: the SVG markup of each preset icon the config's social links use. */
declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}
