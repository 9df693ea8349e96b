export { DemoSeedModule } from './demo-seed.module';
