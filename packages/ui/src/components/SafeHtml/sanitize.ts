import DOMPurify from 'dompurify';

/**
 * Server HTML (About Us, Privacy Policy, blog bodies, polymer pages) made safe to render: DOMPurify's HTML
 * profile drops scripts, event-handler attributes and javascript: URLs. Inline styles and <style> go too,
 * because an editor's colours would break the dark theme and contrast.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
