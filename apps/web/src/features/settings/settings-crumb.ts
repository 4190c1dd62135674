/** The first crumb of every settings page. */
export const SETTINGS = { label: 'Settings', url: '/settings' };
