// Parts only some page types render, each in its own chunk so that a doc page's first load
// does not carry the home page, the overview or the 404 page. The Markdown renderer (SSG_MD)
// renders synchronously, so it gets them directly.
import { HomeLayout as EagerHomeLayout } from './components/HomeLayout';
import { NotFoundLayout as EagerNotFoundLayout } from './components/NotFound';
import { Overview as EagerOverview } from './components/Overview';
import { lazyComponent } from './logic/lazyComponent';

export const HomeLayout = import.meta.env.SSG_MD
  ? EagerHomeLayout
  : lazyComponent(() =>
      import(/* webpackChunkName: "home-layout" */ './components/HomeLayout').then(
        (module) => module.HomeLayout,
      ),
    );

export const NotFoundLayout = import.meta.env.SSG_MD
  ? EagerNotFoundLayout
  : lazyComponent(() =>
      import(/* webpackChunkName: "not-found" */ './components/NotFound').then(
        (module) => module.NotFoundLayout,
      ),
    );

export const Overview = import.meta.env.SSG_MD
  ? EagerOverview
  : lazyComponent(() =>
      import(/* webpackChunkName: "overview" */ './components/Overview').then(
        (module) => module.Overview,
      ),
    );

/** Fetches the chunks above ahead of need, so moving to another page type never waits. */
export function preloadPageTypeParts() {
  for (const part of [HomeLayout, NotFoundLayout, Overview] as const) {
    if ('preload' in part) void part.preload();
  }
}
