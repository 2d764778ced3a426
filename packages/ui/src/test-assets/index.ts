/** Local images for stories and tests: nothing loads from the network. */
import sample1 from './sample-1.svg';
import sample2 from './sample-2.svg';
import sample3 from './sample-3.svg';
import sample4 from './sample-4.svg';

export const sampleImages = [sample1, sample2, sample3, sample4] as const;
