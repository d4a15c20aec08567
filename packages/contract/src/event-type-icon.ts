// The icon of a registration type without its own, without zod: the registration page shows it and should
// not construct the registration types' schemas (event-type.ts) as it boots.
export const DEFAULT_EVENT_TYPE_ICON = '🎯';
