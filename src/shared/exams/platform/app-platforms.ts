/** The platforms a lockdown app the school accepts runs on (examination/whitelist-app, the exam-allowed-apps list). */
export const APP_PLATFORMS = ['windows', 'macos', 'ipad', 'android'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];
export const APP_PLATFORM_LABELS: Record<AppPlatform, string> = { windows: 'Windows', macos: 'macOS', ipad: 'iPad', android: 'Android' };
