export { PlatformModule } from './platform.module';
export { manifestUrl, UNKNOWN_VERSION } from './platform.service';
export { RemoteReleasesRepository } from './remote-releases.repository';
