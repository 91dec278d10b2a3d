/**
 * Why the order desk refused (server messages, by name). Plain data apart from the desk's
 * contract, so the app's list of server texts does not load the desk's schemas.
 */
export const ORDER_DESK_MESSAGES = {
  orderDeskNotFound: 'There is no such order.',
  orderDeskNotCompleted: 'Only a paid order has an order e-mail and tickets to re-issue.',
  orderDeskTicketRevoked: 'This ticket no longer admits; a revoked ticket cannot be re-issued.',
  orderDeskTicketUnknown: 'This ticket is not part of this order.',
  orderDeskRefundEmpty: 'Choose tickets or an amount to refund.',
} as const;
