// The front door of core/account: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export {
  DEFAULT_TIME_ZONE, groupHistory, HISTORY_GROUP_KEYS, type HistoryGroup, HistoryGroupKey, isTimeZone,
} from './history-groups';
