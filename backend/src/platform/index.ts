export { PlatformModule } from './platform.module';
export { RemoteReleasesRepository } from './remote-releases.repository';
