export { DirectorModule } from './director.module';
