import { Fragment, type ReactNode } from 'react';

/**
 * "Developer@Nachtfalter Booking" with a line-break chance after each "@", so a narrow card
 * wraps between role and company instead of mid-word ("Developer@Nachtfalt / er Booking").
 */
export const breakAfterAt = (text: string): ReactNode =>
  text.split('@').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          @<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
