/** Why a refund or cancellation was refused (server messages, by name). */
export const REFUND_MESSAGES = {
  refundNotPaid: 'Only a paid order can be refunded.',
  refundTooMuch: 'This is more than is left to refund on this order.',
  refundTicketUnknown: 'A chosen ticket is not part of this order or no longer valid.',
  refundRefused: 'The payment provider refused the refund. Nothing was refunded.',
} as const;
