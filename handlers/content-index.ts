// The handlers of the editorial content and the route catalogue, merged into HANDLERS by the lead.
import { getContentItem, searchContent } from './content.js';
import { listRoutes } from './routes-catalogue.js';
import type { OperationHandlers } from './types.js';

export const CONTENT_HANDLERS: Pick<OperationHandlers, 'searchContent' | 'getContentItem' | 'listRoutes'> = {
  searchContent,
  getContentItem,
  listRoutes,
};
