export { NumberedPager, type PagerProps } from './NumberedPager';
export { PrevNextPager } from './PrevNextPager';
export { CompactPager } from './CompactPager';
