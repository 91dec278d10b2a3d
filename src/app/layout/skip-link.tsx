import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './member-layout.module.css';

export const MAIN_ID = 'main-content';

/** "Zum Inhalt springen": past the top bar's links straight to the screen's own content. */
export const SkipLink = () => {
  const { t } = useTranslation('nav');
  // Focus moves without a #hash in the address, which the router would take as a navigation.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a href={`#${MAIN_ID}`} className={classes.skip} onClick={skip}>
      {t('skipToContent')}
    </a>
  );
};
