// Site HTML (footer announcements, payable messages) is configured by
// county staff and shown inside the portal, so it is cleaned first
// (spec 000 §5 "Other") by DOMPurify, a maintained sanitiser, told to keep
// only a fixed list of tags (VAL-32) and, on them, only the attributes
// href, name, target, class, src and id (VAL-33). DOMPurify also drops
// addresses that would run script (javascript:, data: documents).
import DOMPurify from 'dompurify';

/** Tags kept as they are; any other tag is removed (script, style and the like with their content). */
export const ALLOWED_TAGS: readonly string[] = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code',
  'a', 'img',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup',
];

/** Attributes kept on allowed tags. */
export const ALLOWED_ATTRIBUTES: readonly string[] = ['href', 'name', 'target', 'class', 'src', 'id'];

/** Web, mail and phone addresses, and addresses relative to the page; nothing else. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|[/?#.]|[^:]*$)/i;

/** The HTML with only allowed tags and attributes left. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
