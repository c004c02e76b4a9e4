import { describe, expect, it } from 'vitest';
import { BLOG_LANGUAGES } from '../blog-view';
import {
  ZTranslateInput,
  addressesIn,
  numbersIn,
  translationProblems,
  translationPrompt,
} from './blog-translate';

const original = {
  title: 'Balayage for $180',
  excerpt: 'Two hours in the chair, 1,200 happy clients.',
  html_content:
    '<h2>Why balayage</h2><p>It takes 2 hours and costs $180. <a href="/book">Book</a></p><img src="https://x.test/a.jpg" alt="Colour">',
};

describe('a translation by the model', () => {
  it('is asked to keep the tags, numbers and names, with the post as data', () => {
    const p = translationPrompt({ ...original, from: 'en', to: 'fr' });
    expect(p.system).toContain('into Français (fr)');
    expect(p.system).toMatch(/keep every HTML tag/i);
    expect(p.system).toMatch(/Keep every number, price, time/);
    expect(p.user).toContain('Why balayage');
  });

  it('finds numbers and addresses as written', () => {
    expect(numbersIn('From $1,200 to 1.200; 9:30 and 45 min')).toEqual([
      '1200',
      '1200',
      '9',
      '30',
      '45',
    ]);
    expect(numbersIn('1 200 €, 1\u202f200, 1,5 h, 1.5 h, 180.00 $')).toEqual([
      '1200',
      '1200',
      '1.5',
      '1.5',
      '180',
    ]);
    expect(addressesIn(original.html_content)).toEqual(['/book', 'https://x.test/a.jpg']);
  });

  it('passes a faithful translation', () => {
    expect(
      translationProblems(original, {
        title: 'Le balayage pour 180 $',
        excerpt: 'Deux heures au fauteuil, 1 200 clientes ravies.',
        html: '<h2>Pourquoi le balayage</h2><p>Il faut 2 heures et 180 $. <a href="/book">Réserver</a></p><img src="https://x.test/a.jpg" alt="Couleur">',
      }),
    ).toEqual([]);
  });

  it('refuses a price, a time or a link the original does not have', () => {
    const problems = translationProblems(original, {
      title: 'Le balayage pour 150 $',
      excerpt: 'Deux heures.',
      html: '<p>Ouvert à 9 h. <a href="https://spam.test">Ici</a></p>',
    });
    expect(problems).toContain('the number 150 is not in the original');
    expect(problems).toContain('the number 9 is not in the original');
    expect(problems).toContain('the address https://spam.test is not in the original');
  });

  it('checks the languages asked for', () => {
    const base = { ...original, from: 'en', to: 'fr' };
    expect(ZTranslateInput.safeParse(base).success).toBe(true);
    const unknown = ZTranslateInput.safeParse({ ...base, to: 'xx' });
    expect(unknown.error?.issues[0]?.message).toBe(
      `Unknown language “xx”. Choose one of: ${Object.keys(BLOG_LANGUAGES).join(', ')}`,
    );
    const same = ZTranslateInput.safeParse({ ...base, to: 'en' });
    expect(same.error?.issues[0]?.message).toBe('Choose another language than the post’s own');
    const empty = ZTranslateInput.safeParse({ ...base, html_content: '<p> </p>' });
    expect(empty.error?.issues[0]?.message).toBe('Write the post before translating it');
  });
});
