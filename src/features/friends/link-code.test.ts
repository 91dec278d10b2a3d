import { describe, expect, it } from 'vitest';
import { friendCodeIn, friendLinkOf } from './link-code';

const CODE = 'Ab3_-xYz0123456789abcdEF';

describe('friendCodeIn', () => {
  it('reads the code from a friend link of any host, and a bare code', () => {
    expect(friendCodeIn(friendLinkOf(CODE, 'https://festival.example'))).toBe(CODE);
    expect(friendCodeIn(`http://localhost:3000/friends/?x=1&add=${CODE}#top`)).toBe(CODE);
    expect(friendCodeIn(`  ${CODE}\n`)).toBe(CODE);
  });

  it('finds nothing in other QR codes', () => {
    expect(friendCodeIn('https://festival.example/ticket/accept/123')).toBeNull();
    expect(friendCodeIn(`https://festival.example/u/plan/${CODE}`)).toBeNull();
    expect(friendCodeIn('hello world')).toBeNull();
    expect(friendCodeIn(`https://festival.example/friends?add=${CODE}<script>`)).toBeNull();
  });
});
