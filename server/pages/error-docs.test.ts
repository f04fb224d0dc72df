import { describe, expect, it } from 'vitest';
import { PROBLEM_STATUS, PROBLEM_TITLES, type ProblemCode, problemAnchor } from '../../core/problem.js';
import { errorsPagePath, renderErrorsPage, renderInline } from './error-docs.js';

const pages = { es: renderErrorsPage('es'), en: renderErrorsPage('en') };
const withoutStyle = (page: string) => page.replace(/<style>[\s\S]*?<\/style>/, '');

describe.each(['es', 'en'] as const)('the errors page in %s', (language) => {
  const page = pages[language];
  const other = language === 'es' ? 'en' : 'es';

  it('has one section per code, with its anchor, status and title, a menu entry and a link to itself in the other language', () => {
    for (const code of Object.keys(PROBLEM_TITLES) as ProblemCode[]) {
      const anchor = problemAnchor(code);
      expect(page.match(new RegExp(`id="${anchor}"`, 'g'))).toHaveLength(1);
      expect(page).toContain(
        `<section id="${anchor}"><h2><span class="status s${String(PROBLEM_STATUS[code])[0]}">${PROBLEM_STATUS[code]}</span><code>${code}</code> ${PROBLEM_TITLES[code][language]}`,
      );
      expect(page).toContain(`<a href="#${anchor}">`);
      expect(page).toContain(`href="${errorsPagePath(other)}#${anchor}" hreflang="${other}"`);
    }
  });

  it('is marked as written in its language and never shows the titles of the other', () => {
    expect(page).toContain(`<html lang="${language}">`);
    for (const code of Object.keys(PROBLEM_TITLES) as ProblemCode[]) {
      const title = PROBLEM_TITLES[code][other];
      if (title !== PROBLEM_TITLES[code][language]) expect(page).not.toContain(`> ${title}<`);
    }
  });

  it('shows an example body that is valid JSON, in the language of the page', () => {
    const example = /<pre>([\s\S]*?)<\/pre>/.exec(page)?.[1] ?? '';
    const body = JSON.parse(example.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>'));
    expect(body).toMatchObject({
      code: 'INVALID_PARAMETER',
      status: 400,
      title: PROBLEM_TITLES.INVALID_PARAMETER[language],
    });
    expect(body.detail).toBe(language === 'es' ? 'lat: "99" debe ser <= 44' : 'lat: "99" must be <= 44');
  });

  it('shows code as code, never as literal backticks', () => {
    expect(withoutStyle(page)).not.toContain('`');
    expect(page).toContain(
      language === 'es' ? '<code>detail</code> dice cuál y con qué valor' : '<code>detail</code> says which one',
    );
  });

  it('loads nothing: no script, no external stylesheet, image or font', () => {
    expect(page).not.toMatch(/<script|<link|<img|@import|url\(/i);
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//i);
  });
});

describe('renderInline', () => {
  it('escapes the text and turns backtick spans into <code>', () => {
    expect(renderInline('a `<b>` & `c`')).toBe('a <code>&lt;b&gt;</code> &amp; <code>c</code>');
  });
});
