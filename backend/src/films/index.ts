export { FilmsModule } from './films.module';
