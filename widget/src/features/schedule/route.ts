// The schedule form's link, for pages of this feature and for the shared
// module map: the function itself is lib/scheduleHref.ts, which other
// features import (a feature may not import another feature).
export { scheduleHref } from '../../lib/scheduleHref';
