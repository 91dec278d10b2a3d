import sanitizeHtml from 'sanitize-html';
import {
  PRODUCT_TEXT_ATTRIBUTES,
  PRODUCT_TEXT_LANGUAGE_ATTRIBUTE,
  PRODUCT_TEXT_TAGS,
} from '../../../src/api/contract/shop';

const RULES: sanitizeHtml.IOptions = {
  allowedTags: [...PRODUCT_TEXT_TAGS],
  allowedAttributes: { a: [...PRODUCT_TEXT_ATTRIBUTES], div: [PRODUCT_TEXT_LANGUAGE_ATTRIBUTE] },
  allowedSchemes: ['https', 'http', 'mailto'],
};

/**
 * A product's stored HTML cut to text formatting, without a DOM: the browser never parses an
 * event handler or an image of it, so no CSP violation and no request happen (issue #43).
 */
export const cleanProductText = (html: string | null): string | null =>
  html === null ? null : sanitizeHtml(html, RULES);
