import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PRODUCT_TEXT_ATTRIBUTES,
  PRODUCT_TEXT_LANGUAGE_ATTRIBUTE,
  PRODUCT_TEXT_TAGS,
} from '@/api/contract/shop';
import classes from './product-info.module.css';

/**
 * The product's `additionalInformation` HTML, cleaned by the server and sanitised again here
 * before it reaches the DOM. DOMPurify returns TrustedHTML (its `dompurify` policy), which the
 * CSP's Trusted Types require.
 */
export const ProductInfo = ({ html }: { html: string | null }) => {
  const { i18n } = useTranslation();
  const clean = useMemo(() => {
    if (!html) return null;
    const sanitized = DOMPurify.sanitize(html, {
      ALLOWED_TAGS: [...PRODUCT_TEXT_TAGS],
      ALLOWED_ATTR: [...PRODUCT_TEXT_ATTRIBUTES, PRODUCT_TEXT_LANGUAGE_ATTRIBUTE],
      RETURN_TRUSTED_TYPE: true,
    });
    // One pass, not a second one for the emptiness check: TrustedHTML stringifies to its markup
    // (Trusted Types spec), which DOMPurify's typings leave out.
    const markup = (sanitized as unknown as { toString: () => string }).toString();
    return markup.trim() ? sanitized : null;
  }, [html]);
  if (!clean) return null;
  return (
    <Typography
      fz="sm"
      data-testid="product-info"
      className={classes.info}
      data-language={i18n.resolvedLanguage ?? i18n.language}
    >
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
};
