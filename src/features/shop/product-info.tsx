import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The product's `additionalInformation` HTML, sanitised before it reaches the DOM. DOMPurify
 * returns it as TrustedHTML (its `dompurify` policy), which the CSP's Trusted Types require.
 */
export const ProductInfo = ({ html }: { html: string | null }) => {
  const clean = useMemo(() => {
    // Emptiness is judged on the plain string; TrustedHTML is opaque to TypeScript.
    if (!html || !DOMPurify.sanitize(html).trim()) return null;
    return DOMPurify.sanitize(html, { RETURN_TRUSTED_TYPE: true });
  }, [html]);
  if (!clean) return null;
  return (
    <Typography fz="sm" data-testid="product-info">
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
};
