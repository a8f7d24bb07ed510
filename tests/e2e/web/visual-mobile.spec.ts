import { visualSuite } from './visual-suite';

/** Every page and modal at a phone's width (390px) against the committed baselines. */
visualSuite(390, 844);
