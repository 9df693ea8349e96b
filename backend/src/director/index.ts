export { DirectorModule } from './director.module';
export { DirectorService } from './director.service';
