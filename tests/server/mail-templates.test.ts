import { describe, expect, it } from 'vitest';
import { mailLanguage } from '../../server/mail/language';
import { renderMail } from '../../server/mail/templates';

describe('mail language', () => {
  it('is English only when the request prefers English over German', () => {
    expect(mailLanguage(undefined)).toBe('de');
    expect(mailLanguage('en-US,en;q=0.9')).toBe('en');
    expect(mailLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(mailLanguage('fr-FR,en;q=0.5,de;q=0.4')).toBe('en');
    expect(mailLanguage('de;q=0.5,en;q=0.9')).toBe('en');
    expect(mailLanguage('fr')).toBe('de');
  });
});

describe('mail templates', () => {
  it('render the link in German and English, as text and HTML', () => {
    const link = 'https://festival.example/confirm-account?token=abc';
    const de = renderMail('de', 'confirmAccount', 'a@b.de', { name: 'Ann', link });
    const en = renderMail('en', 'confirmAccount', 'a@b.de', { name: 'Ann', link });
    expect(de.subject).toBe('Bitte bestätige deine E-Mail-Adresse');
    expect(en.subject).toBe('Please confirm your e-mail address');
    expect(en.text).toContain(link);
    expect(en.html).toContain(`href="${link}"`);
  });

  it('escape names and links in the HTML part', () => {
    const mail = renderMail('en', 'resetPassword', 'a@b.de', {
      name: '<script>alert(1)</script>',
      link: 'https://x.example/?a=1&b="2"',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('href="https://x.example/?a=1&amp;b=&quot;2&quot;"');
    expect(mail.text).toContain('Hello <script>alert(1)</script>,');
  });

  it('confirmation mails greet no one: a name there would be text the sign-up chose', () => {
    const link = 'https://festival.example/confirm-account?token=abc';
    const name = 'Log in at evil.example';
    for (const language of ['de', 'en'] as const) {
      const mail = renderMail(language, 'confirmAccount', 'a@b.de', { name, link });
      expect(mail.text.startsWith(language === 'de' ? 'Hallo,' : 'Hello,')).toBe(true);
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('evil.example');
    }
  });

  it('greet without a name when the account has none', () => {
    const mail = renderMail('de', 'resetPassword', 'a@b.de', { name: null, link: 'https://x' });
    expect(mail.text.startsWith('Hallo,')).toBe(true);
  });
});
