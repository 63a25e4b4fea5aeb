import { DEV_API_BASE } from '../brand.ts';
import { segment } from './path-parameters.ts';

/**
 * POST, outside production only (404 in production): moves a booked live call to start now, so that a demo or a
 * browser journey can record its outcome without waiting for the next business day. Answers `liveCallBookingSchema`.
 */
export const DEV_LIVE_CALL_START_NOW_PATH = (bookingId: string) =>
  `${DEV_API_BASE}/live-calls/${segment(bookingId)}/start-now`;
