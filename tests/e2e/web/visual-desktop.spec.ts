import { visualSuite } from './visual-suite';

/** Issue 14: every page and modal at desktop width against the committed baselines. */
visualSuite(1280, 800);
