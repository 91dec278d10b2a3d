import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The product's `additionalInformation` HTML, sanitised before it reaches the DOM. DOMPurify
 * returns it as TrustedHTML (its `dompurify` policy), which the CSP's Trusted Types require.
 */
export const ProductInfo = ({ html }: { html: string | null }) => {
  const clean = useMemo(() => {
    if (!html) return null;
    const sanitized = DOMPurify.sanitize(html, { RETURN_TRUSTED_TYPE: true });
    // One pass, not a second one for the emptiness check: TrustedHTML stringifies to its markup
    // (Trusted Types spec), which DOMPurify's typings leave out.
    const markup = (sanitized as unknown as { toString: () => string }).toString();
    return markup.trim() ? sanitized : null;
  }, [html]);
  if (!clean) return null;
  return (
    <Typography fz="sm" data-testid="product-info">
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
};
