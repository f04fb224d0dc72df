import { describe, expect, it } from 'vitest';
import { PROBLEM_STATUS, PROBLEM_TITLES, type ProblemCode, problemAnchor } from '../core/problem.js';
import { renderErrorsPage, renderInline } from './error-docs.js';

const page = renderErrorsPage();
const text = page.replace(/<style>[\s\S]*?<\/style>/, '');

describe('the errors page', () => {
  it('has one section per code, with its anchor, status and title, and a menu entry pointing at it', () => {
    for (const code of Object.keys(PROBLEM_TITLES) as ProblemCode[]) {
      const anchor = problemAnchor(code);
      expect(page.match(new RegExp(`id="${anchor}"`, 'g'))).toHaveLength(1);
      expect(page).toMatch(
        new RegExp(`<section id="${anchor}"><h2><span[^>]*>${PROBLEM_STATUS[code]}</span><code>${code}</code>`),
      );
      expect(page).toContain(`<a href="#${anchor}">`);
    }
  });

  it('shows code as code, never as literal backticks', () => {
    expect(text).not.toContain('`');
    expect(page).toContain('<code>detail</code> dice cuál y con qué valor');
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
