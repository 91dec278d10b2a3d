import { describe, expect, it } from 'vitest';
import { emptyEventForm, formToInput, validateEventForm } from './event-form-rules';

const filled = { ...emptyEventForm(), title: 'Night', dateTime: '2025-03-30T01:30' };

describe('event form rules', () => {
  it('converts local date-times to Europe/Berlin with offset, across the spring change', () => {
    const input = formToInput({ ...filled, end: '2025-03-30T04:00' }, null);
    expect(input.dateTime).toBe('2025-03-30T01:30:00+01:00');
    expect(input.end).toBe('2025-03-30T04:00:00+02:00');
  });

  it("answers 'Please enter a valid URL' for link fields that are no URL, allows empty ones", () => {
    expect(validateEventForm({ ...filled, ticketLink: 'no url', facebookLink: '' })).toEqual({
      ticketLink: 'form.invalidUrl',
    });
    expect(validateEventForm({ ...filled, instagramLink: 'instagram.com/festival' })).toEqual({});
    expect(validateEventForm({ ...filled, facebookLink: 'https://fb.com/x/y?z=1' })).toEqual({});
  });

  it('takes a path of this app as a ticket link, but no other site and no path for other links', () => {
    for (const ticketLink of ['/shop', '/u/event/12', 'https://tickets.example.com/x']) {
      expect(validateEventForm({ ...filled, ticketLink }), ticketLink).toEqual({});
    }
    for (const ticketLink of ['//evil.example', '/\\evil.example', '/sh op', 'shop']) {
      expect(validateEventForm({ ...filled, ticketLink }), ticketLink).toEqual({
        ticketLink: 'form.invalidUrl',
      });
    }
    expect(validateEventForm({ ...filled, facebookLink: '/shop' })).toEqual({
      facebookLink: 'form.invalidUrl',
    });
  });

  it('allows at most 10 genres and needs a title, a start and an end after it', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => String(i + 1));
    expect(validateEventForm({ ...filled, genres: eleven }).genres).toBe('form.tooManyGenres');
    expect(validateEventForm(emptyEventForm())).toEqual({
      title: 'form.required',
      dateTime: 'form.required',
    });
    expect(validateEventForm({ ...filled, end: '2025-03-29T23:00' }).end).toBe(
      'form.endBeforeStart',
    );
  });

  it('sends conference topics and type only for conferences', () => {
    const talk = { ...filled, conferenceTopics: ['AI'], conferenceType: 'Keynote' };
    expect(formToInput(talk, 3)).toMatchObject({
      id: 3,
      conferenceTopics: [],
      conferenceType: null,
    });
    expect(formToInput({ ...talk, conference: true }, 3)).toMatchObject({
      conferenceTopics: ['AI'],
      conferenceType: 'Keynote',
    });
  });
});
