import type { FACILITY_KINDS } from '@/api/contract/site-map';
import { lineIcon, type IconComponent } from '@/lib/icons';

type FacilityKind = (typeof FACILITY_KINDS)[number];

/** One small line icon per facility kind, for the plan and the list. */
export const FACILITY_ICONS: Record<FacilityKind, IconComponent> = {
  bar: lineIcon(<path d="M8 22h8M12 11v11M4 3h16l-8 8z" />, 16),
  toilets: lineIcon(
    <>
      <circle cx="7" cy="4" r="2" />
      <circle cx="17" cy="4" r="2" />
      <path d="M5 22v-7H3l2-7h4l2 7H9v7M15 22V8h4v14" />
    </>,
    16,
  ),
  firstAid: lineIcon(<path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" />, 16),
  exit: lineIcon(<path d="M14 3h6v18h-6M10 17l5-5-5-5M15 12H3" />, 16),
  meetingPoint: lineIcon(
    <>
      <path d="M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12z" />
      <circle cx="12" cy="10" r="2.5" />
    </>,
    16,
  ),
};
