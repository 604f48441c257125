/**
 * A small stand-in for `nprogress`, which Rspress's links use while a slow page loads, aliased
 * in rspress.config.ts: the same `#nprogress .bar .peg` markup (so nprogress's stylesheet and
 * Rspress's brand colour still apply) with the calls Rspress makes (`configure`, `start`,
 * `done`), for 1.3 kB less of every page's first load. The bar creeps towards the end while
 * loading, fills when done and fades out.
 */
const CREEP_EVERY_MS = 200;
const FADE_MS = 200;

let root: HTMLElement | null = null;
let creep: ReturnType<typeof setInterval> | undefined;
let progress = 0;

function show(value: number, element = root) {
  progress = value;
  const bar = element?.firstElementChild as HTMLElement | null | undefined;
  if (bar) bar.style.transform = `translate3d(${(value - 1) * 100}%, 0, 0)`;
}

function start() {
  if (root) return progressBar;
  root = document.createElement('div');
  root.id = 'nprogress';
  root.innerHTML = '<div class="bar" role="progressbar"><div class="peg"></div></div>';
  const bar = root.firstElementChild as HTMLElement;
  bar.style.transition = `transform ${CREEP_EVERY_MS}ms ease`;
  document.body.append(root);
  show(0.08);
  // Each step covers part of what is left, so the bar slows down but never reaches the end.
  creep = setInterval(() => show(progress + (0.95 - progress) * 0.1), CREEP_EVERY_MS);
  return progressBar;
}

function done() {
  if (!root) return progressBar;
  clearInterval(creep);
  const finished = root;
  root = null;
  show(1, finished);
  finished.style.transition = `opacity ${FADE_MS}ms linear ${FADE_MS}ms`;
  finished.style.opacity = '0';
  setTimeout(() => finished.remove(), 2 * FADE_MS);
  return progressBar;
}

/** Options are accepted for compatibility; the bar has no spinner and no other settings. */
function configure(_options: Record<string, unknown>) {
  return progressBar;
}

const progressBar = { configure, start, done };
export default progressBar;
