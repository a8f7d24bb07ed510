import { visualSuite } from './visual-suite';

/** Every page and modal at desktop width against the committed baselines. */
visualSuite(1280, 800);
