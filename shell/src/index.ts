import { preloadSignedInReads } from './startup-preloads';

preloadSignedInReads();
import('./bootstrap');
