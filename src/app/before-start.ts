import { warmUpIntl } from '@/app/intl-warmup';
import { installTrustedTypes } from '@/app/trusted-types';

// Evaluated first in the entry (main.tsx imports it first), before its early program reads send
// their requests: the warm-up worker's file is then not queued behind them.

// Before anything hands a URL or HTML to the DOM: the CSP requires Trusted Types.
installTrustedTypes();
warmUpIntl();
