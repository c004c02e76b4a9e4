import { classifyHost } from '@chairside/core/hosts';
import { config } from '../../config';

/** What this browser host is: the product app, or one salon's hosted site. */
export const hostMode = classifyHost(window.location.host, config.hosts);
