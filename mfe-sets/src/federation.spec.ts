import { describeRemoteFederation } from '@studio/federation/testing/describe-remote-federation';
import federation from '../federation.json';

describeRemoteFederation(federation, (file) => import(`../${file}`));
