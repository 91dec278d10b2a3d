import { api } from './client';
import { okBody } from './contract/common';
import {
  deskRefundResult,
  orderDeskPage,
  orderStory,
  type DeskRefundRequest,
  type OrderDeskQuery,
  type OrderExportQuery,
} from './contract/order-desk';

const base = 'management/orders';
const paramsOf = (query: Partial<Record<string, string | undefined>>) =>
  Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );

/** Staff: page `page` (from 0) of the orders matching the search, newest first. */
export const getDeskOrders = async (page: number, query: OrderDeskQuery) =>
  orderDeskPage.parse(
    await api.get(`${base}/page/${page}`, { searchParams: paramsOf(query) }).json(),
  );

/** Staff: an order with its tickets and everything that happened to it. */
export const getOrderStory = async (uid: string) =>
  orderStory.parse(await api.get(`${base}/${encodeURIComponent(uid)}`).json());

export const resendOrderMail = async (uid: string) => {
  okBody.parse(await api.post(`${base}/${encodeURIComponent(uid)}/resend`).json());
};

export const refundDeskOrder = async (uid: string, request: DeskRefundRequest) =>
  deskRefundResult.parse(
    await api.post(`${base}/${encodeURIComponent(uid)}/refund`, { json: request }).json(),
  );

export const reissueDeskTicket = async (uid: string, ticketUid: string) =>
  orderStory.parse(
    await api
      .post(`${base}/${encodeURIComponent(uid)}/tickets/${encodeURIComponent(ticketUid)}/reissue`)
      .json(),
  );

/** The CSV file of orders or tickets matching the query (headed in `language`), and its name. */
export const getOrderExport = async (query: OrderExportQuery, language: string) => {
  const response = await api.get(`${base}/export`, {
    searchParams: paramsOf(query),
    headers: { 'accept-language': language },
  });
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${query.what}.csv`;
  return { blob: await response.blob(), filename };
};
