// Compile-time proof that the client cannot call what the route table lacks: every expect-error
// directive below fails the type-check if the call under it ever compiles. Never run.
import { callApi } from './http';

export function callsThatMustNotCompile() {
  // @ts-expect-error: no endpoint of that name (the Import screen once called one before any server served it)
  void callApi('importProjectBundle', { form: new FormData() });
  // @ts-expect-error: the route's path has an :id the call does not give
  void callApi('getCharacter', {});
  // @ts-expect-error: the body does not match the route's schema (a name is a string)
  void callApi('createCharacter', { body: { name: 42, projectId: 1 } });
  // @ts-expect-error: an upload route takes a form, not a JSON body
  void callApi('uploadMusicAudio', { params: { id: 1 }, body: {} });
  // A route without input needs no argument.
  void callApi('listProjects');
}
