import { visualSuite } from './visual-suite';

/** Issue 14: every page and modal at a phone's width (390px) against the committed baselines. */
visualSuite(390, 844);
