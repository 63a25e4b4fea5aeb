import { useSearchParams } from 'react-router';

/** The query parameter the server's return redirect names the order with (decision 035). */
export const ORDER_ID_PARAM = 'orderId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order the address names, or null when it names none that could exist. */
export function useOrderId(): string | null {
  const [search] = useSearchParams();
  const orderId = search.get(ORDER_ID_PARAM);
  return orderId && UUID.test(orderId) ? orderId : null;
}
