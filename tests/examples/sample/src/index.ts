export { add } from './utils';
