import { describe, expect, it } from 'vitest';
import { mayCreateEvent, mayDeleteEvent, mayEditEvent } from './event-access';

const admin = { id: 1, roles: ['ROLE_USER', 'ROLE_ADMIN'] } as const;
const promoter = { id: 2, roles: ['ROLE_USER', 'ROLE_PROMOTER'] } as const;
const conf = { id: 3, roles: ['ROLE_USER', 'ROLE_CONF_MANAGER'] } as const;
const event = { createdBy: 2, editableBy: [3] };

describe('event access (the server rules of event/create, update and delete)', () => {
  it('offers a new event to admins only', () => {
    expect(mayCreateEvent(admin)).toBe(true);
    expect(mayCreateEvent(promoter)).toBe(false);
    expect(mayCreateEvent(conf)).toBe(false);
    expect(mayCreateEvent(null)).toBe(false);
  });

  it('lets the creator, editors and admins edit, and only the creator and admins delete', () => {
    expect([admin, promoter, conf].map((caller) => mayEditEvent(event, caller))).toEqual([
      true,
      true,
      true,
    ]);
    expect([admin, promoter, conf].map((caller) => mayDeleteEvent(event, caller))).toEqual([
      true,
      true,
      false,
    ]);
    const seeded = { createdBy: null, editableBy: [] };
    expect(mayEditEvent(seeded, promoter)).toBe(false);
    expect(mayEditEvent(seeded, admin)).toBe(true);
  });
});
