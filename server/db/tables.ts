import * as audit from './schema/audit';
import * as files from './schema/files';
import * as friends from './schema/friends';
import * as invoices from './schema/invoices';
import * as jobs from './schema/jobs';
import * as notifications from './schema/notifications';
import * as orders from './schema/orders';
import * as people from './schema/people';
import * as program from './schema/program';
import * as reference from './schema/reference';
import * as relations from './schema/relations';
import * as safety from './schema/safety';
import * as security from './schema/security';
import * as sessions from './schema/sessions';
import * as shop from './schema/shop';
import * as siteMap from './schema/site-map';
import * as social from './schema/social';
import * as socialLogin from './schema/social-login';
import * as users from './schema/users';

/** Every table and relation, handed to drizzle so `db.query.<table>` is typed. */
export const schema = {
  ...files,
  ...users,
  ...reference,
  ...people,
  ...program,
  ...friends,
  ...shop,
  ...orders,
  ...invoices,
  ...social,
  ...socialLogin,
  ...security,
  ...sessions,
  ...jobs,
  ...notifications,
  ...audit,
  ...safety,
  ...siteMap,
  ...relations,
};

export type Schema = typeof schema;
