// The CommonJS side of the types (index.d.cts), as a `require` consumer under node16 resolution sees it.
import ui = require('@safety-companion/ui');

import type { StatusPanelProps } from '@safety-companion/ui';

export const props: StatusPanelProps = {
  snapshot: {
    accessCode: null,
    emergency: true,
    startTime: null,
    endTime: null,
    timestamp: null,
    timezone: null,
    reason: null,
    info: null,
    location: null,
    startLocation: null,
    photo_url: null,
    timerDetails: null,
  },
};
export const isMobile: () => boolean = ui.useIsMobile;
export const panel: typeof ui.StatusPanel = ui.StatusPanel;
