/**
 * Shown when a picture is missing or fails to load. A mid grey picture outline that reads on both the light
 * and the dark sunken surface behind it (a data URI cannot read theme variables, so the grey is neutral).
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" preserveAspectRatio="xMidYMid meet"><g fill="none" stroke="#8a96a3" stroke-width="3" stroke-linejoin="round"><rect x="36" y="40" width="48" height="40" rx="4"/><circle cx="50" cy="53" r="5"/><path d="M38 76l15-14 10 9 8-7 12 12"/></g></svg>`;

export const placeholderImage = `data:image/svg+xml,${encodeURIComponent(svg)}`;
