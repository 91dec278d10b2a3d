/** Ticket products; prices are gross euro cents with 19 % VAT included. */
export interface ProductData {
  name: string;
  price: number;
  soldOut: boolean;
  availability: number;
  /** May pass the gate again after the first check-in (passes and the Friday night). */
  allowsReentry: boolean;
  /** What the ticket includes and a note, in German and English (spec: German default). */
  perks: { de: readonly string[]; en: readonly string[] };
  note: { de: string; en: string };
}

export const PRODUCTS: readonly ProductData[] = [
  {
    name: 'Festival Pass',
    price: 18_900,
    soldOut: false,
    availability: 1_250,
    allowsReentry: true,
    perks: {
      de: [
        'Alle Festivalnächte, alle Bühnen',
        'Freier Eintritt zum Sonntags-Open-Air',
        'Festival-App',
      ],
      en: ['All festival nights, all stages', 'Free entry to the Sunday open air', 'Festival app'],
    },
    note: {
      de: 'Gilt für jede Nacht des Festivals. Bändchen-Ausgabe in der Halle am Kai.',
      en: 'Valid for every night of the festival. Wristband pick-up at Halle am Kai.',
    },
  },
  {
    name: 'Day Ticket Friday',
    price: 7_900,
    soldOut: false,
    availability: 400,
    allowsReentry: true,
    perks: {
      de: ['Freitagnacht von 18:00 bis 06:00', 'Alle Festivalbühnen'],
      en: ['Friday night from 18:00 until 06:00', 'All festival stages'],
    },
    note: {
      de: 'Gilt nur für die Freitagnacht. Wiedereinlass bis 02:00.',
      en: 'Valid for Friday night only. Re-entry until 02:00.',
    },
  },
  {
    name: 'Conference Pass',
    price: 24_900,
    soldOut: false,
    availability: 600,
    allowsReentry: true,
    perks: {
      de: ['Alle Konferenztage, 09:00–17:00', 'Workshops und Masterclasses', 'Networking-Lunch'],
      en: ['All conference days, 09:00–17:00', 'Workshops and masterclasses', 'Networking lunch'],
    },
    note: {
      de: 'Workshops haben begrenzte Plätze; Anmeldung am Infostand.',
      en: 'Workshops have limited places; sign up at the info desk.',
    },
  },
  {
    name: 'VIP Pass',
    price: 44_900,
    soldOut: true,
    availability: 0,
    allowsReentry: true,
    perks: {
      de: ['Festival und Konferenz', 'Fast Lane und Lounge', 'Bootsfahrt auf der MS Wellenbrecher'],
      en: ['Festival and conference', 'Fast lane and lounge', 'Boat trip on MS Wellenbrecher'],
    },
    note: {
      de: 'Ausverkauft – trag dich am Infostand in die Warteliste ein.',
      en: 'Sold out — join the waiting list at the info desk.',
    },
  },
  {
    name: 'Sunday Open Air',
    price: 3_900,
    soldOut: false,
    availability: 800,
    allowsReentry: false,
    perks: {
      de: ['Sonntag im Spreeufer Open Air und auf der Strandbühne Rummelsburg'],
      en: ['Sunday at Spreeufer Open Air and Strandbühne Rummelsburg'],
    },
    note: {
      de: 'Kinder unter 12 Jahren in Begleitung eines Erwachsenen frei.',
      en: 'Children under 12 go free with an adult.',
    },
  },
];

export interface PaymentMethodData {
  name: string;
  costs: number;
  colors: readonly [string, string];
}

export const PAYMENT_METHODS: readonly PaymentMethodData[] = [
  { name: 'Sandbox Card', costs: 49, colors: ['#1d3557', '#457b9d'] },
  { name: 'Sandbox Wallet', costs: 35, colors: ['#003087', '#009cde'] },
  { name: 'Sandbox Bank Transfer', costs: 0, colors: ['#2a9d8f', '#264653'] },
];

export interface VoucherData {
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  maxUses: number | null;
}

export const VOUCHERS: readonly VoucherData[] = [
  { code: 'EARLYBIRD10', percentOff: 10, amountOff: null, maxUses: null },
  { code: 'CREW25', percentOff: 25, amountOff: null, maxUses: 50 },
  { code: 'FRIENDS5', percentOff: null, amountOff: 500, maxUses: 200 },
];
