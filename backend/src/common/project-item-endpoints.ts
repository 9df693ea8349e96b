import type { RouteName } from '@studio/contracts/api-routes';
import type { EndpointInput, EndpointResult } from './endpoint';
import type { EndpointBindings } from './endpoints-of';

type Route<Name extends string> = Extract<Name, RouteName>;

/** The verbs of a project item's service that answer its five routes (see projectItemRoutes in the contracts). */
export interface ProjectItemVerbs<One extends string, All extends string> {
  listByProject(projectId: number): Promise<EndpointResult<Route<`listProject${All}`>>>;
  get(id: number): Promise<EndpointResult<Route<`get${One}`>>>;
  create(input: EndpointInput<Route<`create${One}`>>['body']): Promise<EndpointResult<Route<`create${One}`>>>;
  update(id: number, input: EndpointInput<Route<`update${One}`>>['body']): Promise<EndpointResult<Route<`update${One}`>>>;
  remove(id: number): Promise<EndpointResult<Route<`delete${One}`>>>;
}

type IdInput = { params: { id: number } };

/**
 * A controller's bindings of a project item's five routes (listProject<All>, get<One>, create<One>,
 * update<One>, delete<One>) to the verbs of the service it names `service`; the compiler checks
 * the service's verbs against the routes' inputs and answers.
 *
 *   export class SetsController extends EndpointsOf({ sets: SetsService }, projectItemEndpoints('sets', 'Set', 'Sets')) {}
 */
export function projectItemEndpoints<Service extends string, const One extends string, const All extends string>(
  service: Service,
  one: One,
  all: All,
): EndpointBindings<Record<Service, ProjectItemVerbs<One, All>>> {
  type Services = Record<Service, ProjectItemVerbs<One, All>>;
  const bindings = {
    [`listProject${all}`]: (services: Services, { params }: IdInput) => services[service].listByProject(params.id),
    [`get${one}`]: (services: Services, { params }: IdInput) => services[service].get(params.id),
    [`create${one}`]: (services: Services, { body }: { body: never }) => services[service].create(body),
    [`update${one}`]: (services: Services, { params, body }: IdInput & { body: never }) => services[service].update(params.id, body),
    [`delete${one}`]: (services: Services, { params }: IdInput) => services[service].remove(params.id),
  };
  // The keys are built from the names, which the compiler cannot follow; the verbs' types above are the check.
  return bindings as EndpointBindings<Services>;
}
