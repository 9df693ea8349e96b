export { mountWeb } from './web.setup';
