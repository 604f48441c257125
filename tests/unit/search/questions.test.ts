import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUESTION_BATCH_COUNT, QUESTION_HALVES } from '../../search/questions';
import { SITE_PAGES } from '../../support/docs';

const QUESTIONS = [...QUESTION_HALVES.tuning, ...QUESTION_HALVES.heldOut];

/** The route of a page as search results name it: no trailing `/index`. */
const routeOf = (route: string) => route.replace(/\/index$/, '') || '/';

describe('the real-question set', () => {
  it('names only pages and sections the site has', () => {
    const missing: string[] = [];
    for (const question of QUESTIONS) {
      for (const expected of question.expect) {
        const [route = '', id] = expected.split('#');
        const page = SITE_PAGES.find((candidate) => routeOf(candidate.route) === route);
        if (!page) missing.push(expected);
        else if (
          id &&
          !readFileSync(path.join('docs', page.lang, page.file), 'utf8').includes(`{#${id}}`)
        )
          missing.push(expected);
      }
    }
    expect(missing).toEqual([]);
  });

  it('holds at least 150 questions, a quarter of them or more in Chinese', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(150);
    expect(QUESTIONS.filter((question) => question.lang === 'zh').length).toBeGreaterThanOrEqual(
      QUESTIONS.length / 4,
    );
  });

  it('is split into two halves that share no question and hold both languages', () => {
    const { tuning, heldOut } = QUESTION_HALVES;
    expect(tuning.filter((question) => heldOut.includes(question))).toEqual([]);
    for (const half of [tuning, heldOut]) {
      expect(half.some((question) => question.lang === 'en')).toBe(true);
      expect(half.some((question) => question.lang === 'zh')).toBe(true);
    }
    expect(Math.abs(tuning.length - heldOut.length)).toBeLessThanOrEqual(2 * QUESTION_BATCH_COUNT);
  });
});
