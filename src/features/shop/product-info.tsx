import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The product's `additionalInformation` HTML, sanitised before it reaches the DOM. */
export const ProductInfo = ({ html }: { html: string | null }) => {
  const clean = useMemo(() => (html ? DOMPurify.sanitize(html) : ''), [html]);
  if (!clean.trim()) return null;
  return (
    <Typography fz="sm" data-testid="product-info">
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
};
